import type { AskQuestion } from '../../application/questions/ask-question.service.js';
import type { AnswerQuestion } from '../../application/questions/answer-question.service.js';
import type { ListQuestions } from '../../application/questions/list-questions.service.js';
import type { AnswerReview } from '../../application/reviews/answer-review.service.js';
import type { ModerateReviews } from '../../application/reviews/moderate-reviews.service.js';
import type { Ratings } from '../../application/reviews/ratings.service.js';
import type { ReadReviews } from '../../application/reviews/read-reviews.service.js';
import type { WriteReview } from '../../application/reviews/write-review.service.js';

/** Reviews, ratings and listing questions (issue 16, "trust"): what the HTTP adapter is handed for them. */
export interface TrustServices {
  writeReview: WriteReview;
  answerReview: AnswerReview;
  readReviews: ReadReviews;
  ratings: Ratings;
  moderateReviews: ModerateReviews;
  askQuestion: AskQuestion;
  answerQuestion: AnswerQuestion;
  listQuestions: ListQuestions;
}
