export interface Testimonial {
  quote: string;
  name: string;
  detail: string;
}

export const TESTIMONIALS: Testimonial[] = [
  {
    quote:
      'I flew 40 hours last year for less than I used to spend on 25 hours of rental. Splitting a Cherokee with two other pilots was the best aviation decision I have made.',
    name: 'Dana R.',
    detail: 'Private pilot, Louisville, KY',
  },
  {
    quote:
      'Listing my 182 took ten minutes. Within a month I had two partners who help cover the hangar and insurance, and the plane flies more than it sits.',
    name: 'Mark T.',
    detail: 'Aircraft owner, Scottsdale, AZ',
  },
  {
    quote:
      'As a new CFI I needed students and an airplane to teach in. Wingshare helped me find both at my home field.',
    name: 'Priya S.',
    detail: 'Flight instructor, Tampa, FL',
  },
  {
    quote:
      'Moving to Texas meant leaving my flying club behind. Two weeks later I was a partner in a Bonanza based ten minutes from my house.',
    name: 'Luis G.',
    detail: 'Instrument-rated pilot, Austin, TX',
  },
];
