import type { Testimonial } from "./types";

export const homeTestimonials: Testimonial[] = [
  {
    id: 1,
    alum_name: "Ananya Kulkarni",
    role: "Web Development, B.Tech CSE 3rd year",
    feedback:
      "For my minor project I built a recipe finder in React, and the trainer went through my code line by line in a live session. Our group of nine then built a booking portal with Node.js and MongoDB. Learning to manage branches on GitHub with teammates was the most useful part for me.",
    image: "/images/people/alum-1.svg",
  },
  {
    id: 2,
    alum_name: "Rohit Verma",
    role: "Data Science, BCA final year",
    feedback:
      "I had only used Excel before joining. By the end I was cleaning data in pandas and training models in Jupyter notebooks. Our major project predicted crop prices from mandi data, and our mentor pushed us to explain every chart properly. I missed two classes during exams, but the recordings arrived by email the same day.",
    image: "/images/people/alum-2.svg",
  },
  {
    id: 3,
    alum_name: "Sneha Iyer",
    role: "Digital Marketing, BBA 2nd year",
    feedback:
      "The sessions on Google Analytics and SEO were practical rather than theory-heavy. For the group project we planned a full social media campaign for a local bakery, and our mentor reviewed our content calendar every week. Presenting the results at the end gave me real confidence for interviews.",
    image: "/images/people/alum-3.svg",
  },
  {
    id: 4,
    alum_name: "Mohammed Faizan",
    role: "AutoCAD, Diploma in Civil Engineering",
    feedback:
      "I joined to get comfortable with AutoCAD before my placement season. The minor project was a floor plan for a two-bedroom house, and the major project was a complete drawing set for a small commercial building. Our mentor explained drafting standards patiently, and the recordings helped me practise at my own pace.",
    image: "/images/people/alum-4.svg",
  },
  {
    id: 5,
    alum_name: "Priya Nair",
    role: "Embedded Systems, B.E. ECE 3rd year",
    feedback:
      "We programmed an Arduino and worked through simulations in Proteus before touching real hardware. My team of ten built a home automation prototype for the major project, and our mentor held an extra session to help us debug the sensor readings. It finally made my college microcontroller subject make sense.",
    image: "/images/people/alum-5.svg",
  },
];

export const ambassadorTestimonials: Testimonial[] = [
  {
    id: 1,
    alum_name: "Aditya Deshmukh",
    role: "Campus Ambassador, Engineering college, Pune",
    feedback:
      "Being an ambassador taught me how to speak to a room full of juniors without notes. I organised two webinars with the team's help and handled all the questions from my batch. The rewards were a bonus, but the confidence I built has helped me far more in interviews.",
    image: "/images/people/ca-1.svg",
  },
  {
    id: 2,
    alum_name: "Kavya Reddy",
    role: "Campus Ambassador, Management institute, Hyderabad",
    feedback:
      "I liked that I could plan the work around my semester. I shared course updates in our student groups, collected feedback from classmates and passed it on to the team every fortnight. The Certificate Of Excellence I received at the end is now on my resume and LinkedIn profile.",
    image: "/images/people/ca-2.svg",
  },
  {
    id: 3,
    alum_name: "Harsh Agarwal",
    role: "Campus Ambassador, Science and commerce college, Jaipur",
    feedback:
      "The programme gave me a clear set of goals each month and a coordinator I could call whenever I was stuck. Running an awareness drive in my college showed me how much planning even a small event needs. I also earned incentives that covered my own course fee.",
    image: "/images/people/ca-3.svg",
  },
  {
    id: 4,
    alum_name: "Ishita Banerjee",
    role: "Campus Ambassador, Technical university, Kolkata",
    feedback:
      "I was quite shy when I applied, so I surprised myself. Helping my friends pick the right course made me read about each department in detail, and I got to attend a session with industry professionals. It was a genuine lesson in communication and responsibility.",
    image: "/images/people/ca-4.svg",
  },
];
