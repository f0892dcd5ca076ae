// Legal documents shown on the Terms, Privacy and Refund pages. The token {email}
// is replaced with the support email address by the page that renders the text.
import {
  advancedPlan,
  expertLedPlan,
  GST_PERCENT,
  priceText,
  selfLearningPlan,
} from "../catalogue/plans";

export interface LegalSection {
  /** The section's own address on its page (/Privacy#callback); the page numbers the rest. */
  id?: string;
  heading: string;
  paragraphs: string[];
  bullets?: string[];
}

export interface LegalDocument {
  title: string;
  lastUpdated: string;
  intro: string[];
  sections: LegalSection[];
}

export const terms: LegalDocument = {
  title: "Terms & Conditions",
  lastUpdated: "March 2025",
  intro: [
    'These Terms & Conditions govern your use of the Aptora Learning website and of the online courses, internships and certificates we offer. Aptora Learning is operated by Aptora Learning Private Limited, a company based in India. In these terms, "we", "us" and "our" mean Aptora Learning Private Limited, and "you" means the person using the website or enrolling in a course.',
    "Please read these terms carefully before you enrol. They explain what you can expect from us, what we expect from you, and the limits of our responsibility.",
  ],
  sections: [
    {
      heading: "1. Acceptance of these terms",
      paragraphs: [
        "By browsing the website, submitting a form, creating an account or paying for a course, you agree to be bound by these terms, by our Privacy Policy and by our Refund Policy. If you do not agree with any part of them, please do not use the website or enrol in a course.",
        "If you enrol on behalf of someone else, for example as a parent or guardian, you confirm that you have the authority to accept these terms for that person and that you accept them yourself as well.",
      ],
    },
    {
      heading: "2. Eligibility",
      paragraphs: [
        "You must be over 18 years of age to create an account, enrol in a course or make a payment on this website. By using our services you confirm that you are over 18.",
        "A person under 18 may take part in a course only if a parent or legal guardian enrols them, accepts these terms on their behalf and takes responsibility for their use of our services. In that case the parent or guardian is responsible for the payment and for making sure the learner follows these terms.",
      ],
    },
    {
      heading: "3. Your account and the information you give us",
      paragraphs: [
        "When you fill in an enquiry form, register or enrol, you must give us information that is true, accurate and complete, including your name, email address, phone number and, where asked, your college and year of graduation. Your certificates are issued in the name you provide, so please check its spelling carefully.",
        "You are responsible for keeping your login details and any links to live sessions private. Access to a course is for the enrolled learner only and may not be shared, sold or transferred. If you believe someone else is using your account, tell us straight away at {email}.",
        "We may suspend or close an account that was created with false information or that is being used in breach of these terms.",
      ],
    },
    {
      heading: "4. Enrolment, batches and postponement",
      paragraphs: [
        "New batches start every month. When you enrol, you are placed in the next available batch of the course you have chosen, and we confirm the start date by email. Your enrolment is complete only when we have received your payment in full and sent you a confirmation.",
        "Training is delivered online through live and recorded sessions; which of these you receive depends on the plan you choose, as described on our pricing page. If you miss a live session, the recording is mailed to you. Each course includes at least one minor project completed individually and one major project completed in a group of 8 to 10 learners, with a mentor assigned to each group.",
        "Once a seat has been booked it cannot be cancelled. If you are unable to continue with your batch, you may ask to postpone to a later batch by writing to {email} from your registered email address with your name, course and current batch. We will confirm your new batch in writing, subject to seat availability. A postponement moves your enrolment to another batch; it does not entitle you to a refund.",
        "We may occasionally change the schedule of a batch, replace a trainer or mentor, or update course content to keep it current. Where a change materially affects your batch, we will tell you in advance.",
      ],
    },
    {
      heading: "5. Fees, GST and payment",
      paragraphs: [
        `We offer three plans: Self Learning at ${priceText(selfLearningPlan)}, Expert Led Learning at ${priceText(expertLedPlan)} and Advanced at ${priceText(advancedPlan)}. Every price we show is the total payable, with Goods and Services Tax (GST) at ${GST_PERCENT}% included; nothing is added to it when you pay. The price that applies to you is the one shown at the time you pay.`,
        "Payment is made online through a secure third-party payment gateway. We do not see or store your full card or bank account details. You are responsible for any charges your bank or payment provider makes for the transaction.",
        "We may change our prices for future enrolments at any time. A price change does not affect a course you have already paid for.",
      ],
    },
    {
      heading: "6. No refunds",
      paragraphs: [
        "All our courses are non-refundable. Once you have enrolled, the sale is final, and we do not refund fees for any reason, including a change of mind, non-attendance or failure to complete the projects. This is because a seat, a trainer and a place in a mentored project group are reserved for you from the moment you enrol.",
        "The only exception concerns payment errors: if you are charged twice for the same enrolment, the duplicate amount is returned to you. Full details are set out in our Refund Policy at /refundpolicy, which forms part of these terms.",
      ],
    },
    {
      heading: "7. Intellectual property and your licence",
      paragraphs: [
        "All course material, including videos, live and recorded sessions, slides, notes, assignments, project briefs, code samples, quizzes and the design and content of the website, belongs to Aptora Learning Private Limited or to those who have licensed it to us, and is protected by copyright and other laws.",
        "When you enrol, we grant you a personal, non-exclusive, non-transferable licence to access and use the material of your course for your own non-commercial learning. This licence ends if your account is closed for breach of these terms.",
        "Unless we have given you permission in writing, you must not:",
      ],
      bullets: [
        "record, screen-capture or download live sessions, except for recordings that we send to you ourselves;",
        "copy, share, upload, sell or otherwise redistribute course material or recordings, in whole or in part, to anyone else;",
        "use our material to run your own classes, coaching or commercial training of any kind;",
        "remove copyright notices or our branding from any material.",
      ],
    },
    {
      heading: "8. Learner conduct",
      paragraphs: [
        "We want every session and project group to be a respectful place to learn. While using our services, you agree to:",
      ],
      bullets: [
        "treat trainers, mentors, support staff and fellow learners with courtesy, in sessions, chats and group channels alike;",
        "not harass, threaten or discriminate against anyone, or post offensive, unlawful or misleading content;",
        "submit only your own work for your minor project and contribute your fair share to your group's major project;",
        "not disrupt live sessions, share session links with people who are not enrolled, or try to gain unauthorised access to our systems;",
        "not use our platform to advertise or promote other products or services.",
      ],
    },
    {
      heading: "9. Projects and certificates",
      paragraphs: [
        "Certificates are issued only after your projects have been submitted and evaluated. Attending sessions alone does not earn a certificate. Evaluation is carried out by our trainers and mentors against the requirements of the project brief, and we may ask you to revise and resubmit work that does not meet them.",
        "We may refuse to issue a certificate, or withdraw one already issued, if we find that it was obtained through plagiarism, copying another learner's or team's work, false information or other misconduct. Where a certificate is withdrawn, we may inform anyone who contacts us to verify it.",
      ],
    },
    {
      heading: "10. Third-party links and tools",
      paragraphs: [
        "Our courses and website may link to, or ask you to use, services run by other companies, such as video-conferencing platforms, code repositories, design software, cloud services or payment gateways. These services are governed by their own terms and privacy policies, and we are not responsible for their content, availability or the way they handle your data.",
        "Some tools may require you to create your own account or hold a licence. Unless we say otherwise, obtaining any such account or licence is your responsibility.",
      ],
    },
    {
      heading: "11. Disclaimers",
      paragraphs: [
        'We work hard to keep our courses accurate, current and useful, but we provide the website and our services on an "as is" and "as available" basis. We do not promise that the website will always be available without interruption or errors.',
        "Our courses, internships and certificates are designed to help you build skills and experience. They do not guarantee a job, a placement, a stipend, admission to any institution or any particular result, and our certificates are not degrees or diplomas awarded by a university. Decisions you make based on what you learn with us are your own.",
      ],
    },
    {
      heading: "12. Limitation of liability",
      paragraphs: [
        "To the fullest extent permitted by law, we are not liable for any indirect, incidental, special or consequential loss, including loss of earnings, loss of opportunity or loss of data, arising from your use of the website or our services.",
        "Our total liability to you for any claim relating to a course or to these terms is limited to the amount you paid us for the course concerned or 100 USD, whichever is greater. The 100 USD figure is converted into Indian rupees at the exchange rate on the date the claim is made.",
        "Nothing in these terms excludes or limits any liability that cannot be excluded or limited under applicable Indian law.",
      ],
    },
    {
      heading: "13. Changes to these terms",
      paragraphs: [
        "We may update these terms from time to time, for example when we add a new service or when the law changes. The date at the top of this page shows when they were last updated.",
        "If we make a material change, we will notify registered learners by email and show a notice on the website at least 30 days before the change takes effect. Minor changes, such as corrections or clarifications that do not affect your rights, may take effect when they are published. If you continue to use our services after a change takes effect, you accept the updated terms.",
      ],
    },
    {
      heading: "14. Governing law and contact",
      paragraphs: [
        "These terms are governed by the laws of India. Any dispute arising from them or from your use of our services will be subject to the jurisdiction of the courts of India. Before starting any formal proceedings, we ask you to contact us so that we can try to resolve the matter informally.",
        "If you have any questions about these terms, please write to us at {email}.",
      ],
    },
  ],
};

/**
 * The Privacy Policy before the sections of the forms: its introduction and
 * collection sections, word for word. The page puts each form's own section after them,
 * made from the form's definition (app/lib/privacy.server.ts), then `privacyAfterForms`.
 */
export const privacy: LegalDocument = {
  title: "Privacy Policy",
  lastUpdated: "March 2025",
  intro: [
    'This Privacy Policy explains what personal information Aptora Learning Private Limited ("Aptora Learning", "we", "us") collects through this website, why we collect it, how we protect it and what choices you have. It applies to everyone who visits the website, sends us an enquiry or enrols in one of our courses.',
  ],
  sections: [
    {
      heading: "1. Introduction",
      paragraphs: [
        "We collect only the information we need to answer your questions, run our courses and keep the website secure. We do not sell your personal information and we do not use advertising trackers.",
        "By using the website or submitting a form, you agree to the handling of your information as described in this policy. If you do not agree, please do not submit your details to us.",
      ],
    },
    {
      heading: "2. Information we collect",
      paragraphs: [
        "Most of the information we hold is what you type into the forms on our website, such as the enquiry, call-back, enrolment, Campus Ambassador and newsletter forms. Depending on the form, this may include:",
      ],
      bullets: [
        "your name;",
        "your phone number;",
        "your email address;",
        "the course or department you are interested in;",
        "the name of your college and your year of graduation;",
        "any message or question you choose to write to us.",
      ],
    },
  ],
};

/**
 * The rest of the Privacy Policy, numbered by the page after the forms' sections. Besides
 * {email}, the page replaces {grievance} (GRIEVANCE_EMAIL), {mydata} (the My data page) and
 * {retention} (LEAD_RETENTION_DAYS, in days).
 */
export const privacyAfterForms: LegalSection[] = [
  {
    heading: "Technical information",
    paragraphs: [
      "When you visit the website, our servers record your IP address along with basic request details such as the time of the request and the page requested. We use this information only to keep the website secure, to detect abuse and to apply rate limits that stop automated or excessive form submissions.",
      "When you send one of our forms, we also keep where your visit began: the first page you opened, the campaign tags in its address (such as utm_source, or a click number added by an advertiser) and the website that linked you to it. This tells us which of our advertisements and posts bring enquiries. It is kept with what you sent, for the same time, and you see it on the My data page.",
      "We do not use advertising trackers, and we do not build profiles of your browsing for marketing purposes.",
      "When you pay for a course, your payment is handled by a third-party payment gateway. We receive confirmation of the payment and a transaction reference, but we do not receive or store your full card or bank account details.",
    ],
  },
  {
    heading: "Sharing your information",
    paragraphs: [
      "We do not sell, rent or trade your personal information. We share it only with service providers who process it on our behalf and under our instructions, such as the company that hosts our website, our hosted database provider, our email service and our payment gateway. These providers may use your information only to provide their services to us.",
      "We may also disclose information where the law requires it, for example in response to a valid request from a court or government authority, or where it is necessary to protect the rights and safety of our learners, our staff or the public.",
    ],
  },
  {
    heading: "Storage and security",
    paragraphs: [
      "Information you submit through our forms is stored with a hosted database provider. Access to it is restricted to the members of our staff who need it to do their work, such as our admissions and support teams, and is protected by individual logins.",
      "We use encrypted connections (HTTPS) for the website and take reasonable technical and organisational measures to protect your information against loss, misuse and unauthorised access. No method of transmission or storage is completely secure, however, so we cannot guarantee absolute security.",
    ],
  },
  {
    id: "retention",
    heading: "How long we keep your information",
    paragraphs: [
      "What a form keeps is erased {retention} after you sent it, together with the record of what you agreed to, unless you erase it sooner yourself (see the next section).",
      "Once you enrol and pay, your enrolment, payment and certificate records are kept for as long as Indian tax and accounting laws require, and so that we can confirm the certificates we have issued. Server logs containing IP addresses are kept for a short period, normally no longer than 30 days, unless they are needed to investigate misuse.",
    ],
  },
  {
    id: "rights",
    heading: "Your rights and how to use them",
    paragraphs: [
      "You can do all of the following yourself, at any time, on the {mydata} page: enter the email address you used with us, and we send a link to that address that works for 30 minutes. It shows every call-back request, message, enrolment, Campus Ambassador application and newsletter sign-up we hold for that address, with its date and what you agreed to.",
    ],
    bullets: [
      "see what we hold about you and why (the notice beside every form, and this page, say what each form keeps);",
      "take a copy of all of it as a file;",
      "correct a detail you gave us;",
      "withdraw your consent to course news and offers, and unsubscribe from the newsletter;",
      "erase everything we hold for that address.",
    ],
  },
  {
    id: "marketing",
    heading: "Course news and offers, and how to stop them",
    paragraphs: [
      'Answering your request is the reason you give us by sending a form, and we use what you send for nothing else. Course news and offers are a separate choice: the call-back, contact, enrolment and Campus Ambassador forms each have a box, "Also send me course news and offers", that stays unticked unless you tick it. We send them only to people who ticked it or who signed up for the newsletter, and we keep with your details whether you agreed, which notice you were shown and when.',
      "Stopping them is as easy as agreeing: every newsletter and offer email has an unsubscribe link that works in one click (your mail app may show it as an Unsubscribe button next to the sender), and the {mydata} page does the same. Once you stop them, we send you no more; we still answer a request you have sent, and stopping does not undo what was sent before. Your newsletter sign-up is erased, and beside each request you sent we record that you said no and when, keeping what you agreed to before and when.",
    ],
  },
  {
    heading: "Cookies",
    paragraphs: [
      "This website sets no cookies for its visitors (only our own staff get a sign-in cookie, on our internal desk). To remember where your visit began, your browser keeps its first page in the tab's session storage, which the browser clears when you close the tab. If JavaScript is switched off, the campaign tags instead stay in the address of each page you open from there. We do not use advertising or cross-site tracking cookies.",
    ],
  },
  {
    heading: "Children",
    paragraphs: [
      "Our services are intended for people over 18. We do not knowingly collect personal information from anyone under 18 except through a parent or guardian who enrols them. If you believe a child has given us their information without such consent, please contact us and we will delete it.",
    ],
  },
  {
    heading: "Changes to this policy",
    paragraphs: [
      "We may update this policy when our services or the law change. The date at the top of this page shows when it was last updated. If we make a significant change to how we use your information, we will tell registered learners by email and show a notice on the website.",
    ],
  },
  {
    id: "grievance",
    heading: "Questions and complaints",
    paragraphs: [
      "If you have a question or a complaint about how we handle your information, or you cannot use the {mydata} page, write to our grievance contact at {grievance}, from the address you used with us if you can. We confirm that we have your message and aim to resolve it within 30 days. If our answer does not satisfy you, you may complain to the Data Protection Board of India.",
      "For anything else, write to us at {email}.",
    ],
  },
];

export const refund: LegalDocument = {
  title: "Refund Policy",
  lastUpdated: "March 2025",
  intro: [
    "This policy explains what happens to your payment once you enrol in an Aptora Learning course. Please read it before you pay, as it forms part of our Terms & Conditions.",
  ],
  sections: [
    {
      heading: "1. Courses are non-refundable",
      paragraphs: [
        "All our courses are non-refundable. Once you have enrolled and your payment has been received, the sale is final and the course fee, including GST, will not be refunded for any reason, including a change of mind, a clash with exams or other commitments, missed sessions or not completing the projects.",
        "From the moment you enrol, we reserve a seat for you in a batch, arrange trainers and place you in a project group of 8 to 10 learners with a mentor. These places cannot be offered to anyone else once they are booked, which is why we cannot refund fees.",
      ],
    },
    {
      heading: "2. No cancellation, but you can postpone",
      paragraphs: [
        "A booked seat cannot be cancelled. If you cannot continue with your batch, however, you can ask to postpone your enrolment to a later batch. New batches start every month, so you can pick a time that suits you better.",
        "To ask for a postponement, email {email} from your registered email address and include:",
      ],
      bullets: [
        "your full name and registered phone number;",
        "the course and plan you enrolled in;",
        "your current batch and the month you would like to join instead.",
      ],
    },
    {
      heading: "3. How postponement works",
      paragraphs: [
        "We will reply to confirm your new batch in writing, subject to seat availability. Please write to us as early as you can, ideally before your current batch starts, so that we can arrange your place in good time.",
        "When you move to a later batch, you join it on the same plan you paid for, with access to its sessions, recordings and projects as your plan provides. Postponing does not change the non-refundable nature of the fee.",
      ],
    },
    {
      heading: "4. Duplicate payments and failed payments",
      paragraphs: [
        "If you are charged more than once for the same enrolment, for example because a payment page was submitted twice, we will return the duplicate amount to the original payment method once we have confirmed it with our payment gateway. This is the correction of a payment error, not a refund of a course: your enrolment and the original payment remain in place.",
        "If money is taken from your account but the payment fails and your enrolment is not confirmed, the amount is usually reversed automatically by your bank or payment provider within a few working days. If it has not come back within seven working days, write to {email} with the date, amount and transaction reference, and we will check with the gateway and either confirm your enrolment or make sure the amount is returned.",
      ],
    },
    {
      heading: "5. Questions",
      paragraphs: [
        "If you have any question about this policy, a payment or a postponement request, please contact us at {email}. Including your registered email address and transaction reference helps us reply faster.",
      ],
    },
  ],
};
