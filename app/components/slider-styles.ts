import keenSliderStyles from "keen-slider/keen-slider.min.css";

/** Routes that show a slider add keen-slider's stylesheet; other pages skip the request. */
export const sliderStyles = [{ rel: "stylesheet", href: keenSliderStyles }];
