/**
 * The call-back form's course choices. Value and label are the same text, written
 * exactly as the business offers them: the sales team filters 'RCB Leads' by them.
 */
export const callbackCourseOptions = [
  "Business Analytics",
  "Stock_Marketing",
  "Cyber_Security",
  "Digital_Marketing",
  "VLSI",
  "Genetic_Engineering",
  "Data_Science",
  "Bioinformatics",
  "Artificial_Intelligence",
  "Internet_of_Things",
  "Web_development",
  "Robotics",
  "Finance",
  "Nanoscience/Nanotechnology",
  "Embedded_System",
  "AWS",
  "Construction_planning",
  "Machine_Learning",
  "App_Development",
  "HR",
  "Hybrid_Electric_Vehicle",
  "I.C.Engine",
  "AutoCad",
  "Car_Designing",
] as const;

export type CallbackCourse = (typeof callbackCourseOptions)[number];

/** Shown as the disabled first option. */
export const callbackCoursePlaceholder = "Select a course";
