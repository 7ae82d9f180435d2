import type { MikroORM } from '@mikro-orm/postgresql';
import type { BookingRepository } from '../../application/ports/booking.repository.js';
import type { Mailer } from '../../application/ports/mailer.js';
import type { RateLimits } from '../../application/ports/rate-limits.js';
import type { Clock } from '../../application/ports/security.js';
import type { PersonLinks } from '../../application/ports/person-links.js';
import type { ShareRepository } from '../../application/ports/share.repository.js';
import type { UnitOfWork } from '../../application/ports/unit-of-work.js';
import type { UserRepository } from '../../application/ports/user.repository.js';
import { AnswerQuestion } from '../../application/questions/answer-question.service.js';
import { AskQuestion } from '../../application/questions/ask-question.service.js';
import { ListQuestions } from '../../application/questions/list-questions.service.js';
import { AnswerReview } from '../../application/reviews/answer-review.service.js';
import { BookingReviewStates } from '../../application/reviews/booking-review-states.js';
import { ModerateReviews } from '../../application/reviews/moderate-reviews.service.js';
import { Ratings } from '../../application/reviews/ratings.service.js';
import { ReadReviews } from '../../application/reviews/read-reviews.service.js';
import { WriteReview } from '../../application/reviews/write-review.service.js';
import type { TrustServices } from '../http/trust-deps.js';
import { PostgresQuestionRepository } from '../persistence/postgres-question.repository.js';
import { PostgresReviewRepository } from '../persistence/postgres-review.repository.js';

/** Part of the composition root (adapters/composition/composition.ts calls it): reviews, ratings and listing questions (issue 16). */
export function trustDeps(d: {
  orm: MikroORM;
  clock: Clock;
  unitOfWork: UnitOfWork;
  users: UserRepository;
  shares: ShareRepository;
  bookings: BookingRepository;
  mailer: Mailer;
  rateLimits: RateLimits;
  personLinks: PersonLinks;
}): { services: TrustServices; reviewStates: BookingReviewStates } {
  const reviews = new PostgresReviewRepository(d.orm);
  const questions = new PostgresQuestionRepository(d.orm);
  return {
    services: {
      writeReview: new WriteReview(d.bookings, reviews, d.unitOfWork, d.clock),
      answerReview: new AnswerReview(reviews, d.clock),
      readReviews: new ReadReviews(d.shares, d.users, reviews, d.clock, d.personLinks),
      ratings: new Ratings(reviews, d.clock),
      moderateReviews: new ModerateReviews(reviews, d.clock),
      askQuestion: new AskQuestion(d.shares, questions, d.mailer, d.rateLimits, d.unitOfWork, d.clock, d.users),
      answerQuestion: new AnswerQuestion(d.shares, questions, d.clock),
      listQuestions: new ListQuestions(d.shares, questions),
    },
    reviewStates: new BookingReviewStates(reviews, d.clock),
  };
}
