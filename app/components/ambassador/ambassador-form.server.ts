// The ambassador form as the server renders it: an empty module in the browser bundle (see Island.tsx).
export { AmbassadorForm } from "../../forms/AmbassadorForm";
