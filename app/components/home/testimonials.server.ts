// The testimonials slider as the server renders it: an empty module in the browser bundle.
export { TestimonialsSlider } from "./Testimonials";
