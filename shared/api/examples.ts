import type { FormId } from "../forms";

/** One valid and one invalid body per submission endpoint: the OpenAPI examples and test fixtures. */
export const submissionExamples: Record<FormId, { valid: Record<string, string>; invalid: Record<string, string> }> = {
  callback: {
    valid: { fullName: "Asha Rao", phone: "9876543210", email: "asha@example.com", course: "AWS", source: "/partner/landing" },
    invalid: { fullName: "Asha 9", phone: "5876543210", email: "asha@example", course: "Cooking" },
  },
  contact: {
    valid: { name: "Ravi Kumar", email: "ravi@example.com", subject: "Batch dates", message: "When does the next AWS batch start?" },
    invalid: { name: "", email: "ravi@", subject: "Batch dates", message: "" },
  },
  enrollment: {
    valid: { fullName: "Dev Patel", email: "dev@example.org", contactNumber: "0123456789", instituteName: "Nirma University", department: "computerscience", course: "aws" },
    invalid: { fullName: "Dev Patel", email: "dev@example.org", contactNumber: "12345", instituteName: "", department: "computerscience", course: "aws" },
  },
  ambassador: {
    valid: { fullName: "Meera Nair", phone: "1234567890", email: "meera@college.edu", college: "Government Engineering College", graduation_year: "2024" },
    invalid: { fullName: "Meera Nair", phone: "12", email: "meera@college.edu", college: "College 5", graduation_year: "2031" },
  },
  newsletter: {
    valid: { email: "reader@example.com" },
    invalid: { email: "reader@" },
  },
};
