// JSON Schemas of the catalogue responses that carry prices and batch dates, for the OpenAPI
// document (openapi.ts). The responses themselves are typed in shared/api/contract.ts; a test
// checks real responses against these.

const integer = (description: string) => ({ type: "integer", minimum: 0, description });
const day = (description: string) => ({ type: "string", format: "date", description });

export const catalogueSchemas = {
  Batch: {
    type: "object",
    description:
      "A course's next batch that a student can still join, in the business time zone (Asia/Kolkata unless the site says otherwise).",
    properties: {
      start: day("The day the batch starts."),
      enrollBy: day(
        "The last day to enroll for it; after it, the next batch is the following one.",
      ),
    },
    required: ["start", "enrollBy"],
  },
  Plan: {
    type: "object",
    properties: {
      id: { type: "integer" },
      course_type: { type: "string", description: "The plan's name." },
      price: integer("Price before GST, in rupees."),
      gst: integer("GST on the price, in rupees (rounded to the nearest rupee, half a rupee up)."),
      total: integer(
        "What a student pays, GST included, in rupees: price + gst. Sites show this figure first.",
      ),
      course_description: {
        type: "array",
        items: {
          type: "object",
          properties: { text: { type: "string" }, excluded: { type: "boolean" } },
          required: ["text"],
        },
      },
      color: { type: "string" },
    },
    required: ["id", "course_type", "price", "gst", "total", "course_description"],
  },
  PlansResponse: {
    type: "object",
    properties: {
      plans: { type: "array", items: { $ref: "#/components/schemas/Plan" } },
      gstRate: { type: "number", description: "The GST rate, 0.18." },
      currency: { const: "INR" },
    },
    required: ["plans", "gstRate", "currency"],
  },
  CourseCard: {
    type: "object",
    description: "A course card (the fields the site shows) with its next batch.",
    properties: {
      link_path: { type: "string" },
      course_name: { type: "string" },
      nextBatch: { $ref: "#/components/schemas/Batch" },
    },
    required: ["link_path", "course_name", "nextBatch"],
  },
  CoursesResponse: {
    type: "object",
    properties: { courses: { type: "array", items: { $ref: "#/components/schemas/CourseCard" } } },
    required: ["courses"],
  },
  DepartmentResponse: {
    type: "object",
    properties: {
      department: { type: "object" },
      courses: { type: "array", items: { $ref: "#/components/schemas/CourseCard" } },
    },
    required: ["department", "courses"],
  },
  CourseResponse: {
    type: "object",
    properties: {
      course: {
        type: "object",
        description:
          "The course in full (title, texts, outline, skills), its page's path and its next batch.",
        properties: {
          title: { type: "string" },
          path: { type: "string" },
          nextBatch: { $ref: "#/components/schemas/Batch" },
        },
        required: ["title", "path", "nextBatch"],
      },
    },
    required: ["course"],
  },
} as const;

export type CatalogueSchemaName = keyof typeof catalogueSchemas;
