import type { Question } from '../../domain/question/question.js';

export interface NewQuestion {
  shareId: number;
  authorId: number;
  text: string;
  createdAt: Date;
}

/** Questions on listings, with their authors' names. */
export interface QuestionRepository {
  create(question: NewQuestion): Promise<Question>;
  /** Hidden ones too (the caller decides). */
  findById(id: number): Promise<Question | null>;
  /** The listing's questions that are not hidden, newest first. */
  forShare(shareId: number, limit: number): Promise<Question[]>;
  /** Stores the answer unless one exists (or was hidden) already: null then. */
  saveAnswer(id: number, text: string, at: Date): Promise<Question | null>;
}
