export { TestimonialsCarousel, type TestimonialsCarouselProps } from './TestimonialsCarousel';
