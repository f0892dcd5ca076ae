export { handleApi } from "../../server/api/router";
