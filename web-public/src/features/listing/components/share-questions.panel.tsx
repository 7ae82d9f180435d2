import { useState } from 'react';
import './share-community.css';
import { readQuestion, readQuestionAnswer } from '../../../../../domain/question/question-rules';
import type { QuestionView } from '../../../../../domain/question/question-view';
import { TextPostForm } from '../../../components/form/text-post-form';
import { LoadFailed } from '../../../components/load-failed';
import { PageLoading } from '../../../components/page-loading';
import { ReportLink } from '../../../components/report/report-link';
import { useApiResource } from '../../../hooks/use-api-resource';
import { useAskToSignUp } from '../../../hooks/use-ask-to-sign-up';
import { useViewerId } from '../../../hooks/use-session';
import { LongDate } from '../../../components/long-date';
import { answerQuestion, askQuestion, questionsRead } from '../../../lib/questions.api';
import { signupReasons } from '../../../lib/signup-reasons';

interface ShareQuestionsPanelProps {
  shareId: number;
  ownerId: number;
  ownerName: string;
  /** For a visitor's "Ask a question", whose sign-up names them: "Sign up to ask Tom a question about this Cessna". */
  ownerFirst: string | null;
  aircraft: { make?: string | null; model?: string | null };
}

/**
 * The share modal's "Questions": public questions about the plane and the owner's answers (spec: user
 * comments). A visitor's Ask a question asks him to sign up, saying why, and brings him back to the listing.
 */
export function ShareQuestionsPanel({ shareId, ownerId, ownerName, ownerFirst, aircraft }: ShareQuestionsPanelProps) {
  const viewerId = useViewerId();
  const askToSignUp = useAskToSignUp();
  // A server-rendered share link comes with them (no "Loading" in the drawn modal): the visitor's answer, so
  // only while no one is signed in (a pilot's own answer says whether he may ask, and is asked for).
  const read = questionsRead(shareId);
  const list = useApiResource(`${shareId}:${viewerId}`, read.load, { firstScreen: viewerId === null ? read.url : null });
  const [asked, setAsked] = useState(false);
  const isOwner = viewerId === ownerId;

  if (list.status === 'loading') return <PageLoading label="Loading the questions…" />;
  if (list.status === 'failed') return <LoadFailed what="the questions" message={list.error} onRetry={list.retry} />;
  const { items, canAsk } = list.data;
  const replace = (next: QuestionView) => list.set({ ...list.data, items: items.map((q) => (q.id === next.id ? next : q)) });

  return (
    <section className="share-section share-questions" aria-labelledby={`share-questions-${shareId}`}>
      <h2 id={`share-questions-${shareId}`} className="share-section-title">
        Questions
      </h2>
      {items.length === 0 && <p className="share-section-empty">No questions yet.</p>}
      {items.map((q) => (
        <article key={q.id} className="question-item" aria-label={`Question from ${q.author.name}`}>
          <p className="question-head">
            <span className="question-who">{q.author.name}</span> · <LongDate iso={q.createdAt} />
          </p>
          <p className="question-text">{q.text}</p>
          {viewerId !== null && viewerId !== q.author.id && <ReportLink kind="question" id={q.id} />}
          {q.answer ? (
            <div className="question-answer">
              <p className="question-head">
                Answer from {ownerName} · <LongDate iso={q.answer.at} />
              </p>
              <p className="question-text">{q.answer.text}</p>
              {viewerId !== null && !isOwner && <ReportLink kind="questionAnswer" id={q.id} />}
            </div>
          ) : q.canAnswer ? (
            <AnswerForm question={q} onAnswered={replace} />
          ) : (
            <p className="question-waiting">Not answered yet.</p>
          )}
        </article>
      ))}
      {asked && (
        <p className="share-notice" role="status">
          Your question is published. {ownerName} gets an email and the answer shows here.
        </p>
      )}
      {canAsk ? (
        <AskForm
          shareId={shareId}
          onAsked={(q) => {
            list.set({ ...list.data, items: [q, ...items] });
            setAsked(true);
          }}
        />
      ) : viewerId === null ? (
        <button type="button" className="button button-secondary button-small" onClick={() => askToSignUp(signupReasons.question(ownerFirst, aircraft))}>
          Ask a question
        </button>
      ) : isOwner ? (
        <p className="share-section-empty">Pilots ask their questions here; you get an email for each, and your answer is public.</p>
      ) : null}
    </section>
  );
}

function AskForm({ shareId, onAsked }: { shareId: number; onAsked: (q: QuestionView) => void }) {
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <button type="button" className="button button-secondary button-small" onClick={() => setOpen(true)}>
        Ask a question
      </button>
    );
  }
  return (
    <TextPostForm
      name="Ask a question"
      label="Your question (public, everyone sees it)"
      read={readQuestion}
      send={async (text) => {
        onAsked(await askQuestion(shareId, text));
        setOpen(false);
      }}
      submitLabel="Publish question"
      onCancel={() => setOpen(false)}
      autoFocus
    />
  );
}

function AnswerForm({ question, onAnswered }: { question: QuestionView; onAnswered: (q: QuestionView) => void }) {
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <button type="button" className="button button-primary button-small" onClick={() => setOpen(true)}>
        Answer
      </button>
    );
  }
  return (
    <TextPostForm
      name="Answer the question"
      label="Your answer (public, once)"
      read={readQuestionAnswer}
      send={async (text) => onAnswered(await answerQuestion(question.id, text))}
      submitLabel="Publish answer"
      onCancel={() => setOpen(false)}
      autoFocus
    />
  );
}
