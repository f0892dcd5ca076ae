export const ambassadorIntro: string =
  "The Aptora Learning Campus Ambassador programme is for college students who like to lead, organise and help their peers. As an ambassador you represent us on your campus, introduce classmates to practical courses and internships, and build communication and management skills that stand out on any resume, all while continuing your studies.";

export const ambassadorDuties: { title: string; text: string; icon: string }[] = [
  {
    title: "Community",
    text: "Build a circle of curious learners on your campus. Share course updates in student groups, answer questions from classmates and help them choose a course that suits their goals.",
    icon: "/images/icons/ca-community.svg",
  },
  {
    title: "Spearhead",
    text: "Take the lead on workshops, webinars and awareness drives in your college. You plan the activity with our team, bring people together and see it through from start to finish.",
    icon: "/images/icons/ca-spearhead.svg",
  },
  {
    title: "Empowerment",
    text: "Help fellow students gain skills that colleges rarely teach in the classroom. Pass on their feedback to us so that our courses keep improving for the learners you bring in.",
    icon: "/images/icons/ca-empowerment.svg",
  },
];

export const ambassadorPerks: { title: string; text: string; icon: string }[] = [
  {
    title: "Connect with Corporates",
    text: "Meet trainers and mentors who work in industry, attend sessions with professionals and build a network that can open doors when you start looking for internships and jobs.",
    icon: "/images/icons/ca-corporates.svg",
  },
  {
    title: "Certificate Of Excellence",
    text: "Ambassadors who complete their term and meet their goals receive a Certificate Of Excellence that recognises their leadership, communication and organising work on campus.",
    icon: "/images/icons/ca-certificate.svg",
  },
  {
    title: "Rewards and Incentives",
    text: "Earn incentives linked to your activity and the learners who join through you, along with course discounts, merchandise and recognition for the most active ambassadors each month.",
    icon: "/images/icons/ca-rewards.svg",
  },
];
