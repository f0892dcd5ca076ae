import { mapForms } from "../forms";

/**
 * One valid and one invalid body per submission endpoint (from the definitions): the OpenAPI
 * examples and test fixtures.
 */
export const submissionExamples = mapForms((definition) => definition.api.examples);
