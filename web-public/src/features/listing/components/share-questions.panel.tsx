import { useState, type FormEvent } from 'react';
import './share-community.css';
import { QUESTION_ANSWER_MAX_LENGTH, QUESTION_MAX_LENGTH, type QuestionView } from '../../../../../domain/question/question-view';
import { ErrorList } from '../../../components/form/error-list';
import { TextAreaField } from '../../../components/form/text-area-field';
import { LoadFailed } from '../../../components/load-failed';
import { PageLoading } from '../../../components/page-loading';
import { ReportLink } from '../../../components/report/report-link';
import { Spinner } from '../../../components/spinner';
import { useApiResource } from '../../../hooks/use-api-resource';
import { useModal } from '../../../hooks/use-modal';
import { useViewerId } from '../../../hooks/use-session';
import { formatLongDate } from '../../../lib/format-date';
import { NO_ERRORS, requestErrors, type FormErrors } from '../../../lib/form-errors';
import { answerQuestion, askQuestion, questionsRead } from '../../../lib/questions.api';

/** The share modal's "Questions": public questions about the plane and the owner's answers (spec: user comments). */
export function ShareQuestionsPanel({ shareId, ownerId, ownerName }: { shareId: number; ownerId: number; ownerName: string }) {
  const viewerId = useViewerId();
  const { openModal } = useModal();
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
            <span className="question-who">{q.author.name}</span> · {formatLongDate(q.createdAt)}
          </p>
          <p className="question-text">{q.text}</p>
          {viewerId !== null && viewerId !== q.author.id && <ReportLink kind="question" id={q.id} />}
          {q.answer ? (
            <div className="question-answer">
              <p className="question-head">
                Answer from {ownerName} · {formatLongDate(q.answer.at)}
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
        <button type="button" className="button button-secondary button-small" onClick={() => openModal('login')}>
          Sign in to ask a question
        </button>
      ) : isOwner ? (
        <p className="share-section-empty">Pilots ask their questions here; you get an email for each, and your answer is public.</p>
      ) : null}
    </section>
  );
}

function AskForm({ shareId, onAsked }: { shareId: number; onAsked: (q: QuestionView) => void }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  if (!open) {
    return (
      <button type="button" className="button button-secondary button-small" onClick={() => setOpen(true)}>
        Ask a question
      </button>
    );
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const trimmed = text.trim();
    if (!trimmed) return setErrors({ fields: { text: ['Write your question first.'] }, general: [] });
    if (trimmed.length > QUESTION_MAX_LENGTH) return setErrors({ fields: { text: [`A question holds at most ${QUESTION_MAX_LENGTH} characters; this one has ${trimmed.length}.`] }, general: [] });
    setBusy(true);
    setErrors(NO_ERRORS);
    try {
      onAsked(await askQuestion(shareId, trimmed));
      setText('');
      setOpen(false);
    } catch (error) {
      setErrors(requestErrors(error, ['text']));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className="question-form" onSubmit={(e) => void submit(e)} noValidate aria-label="Ask a question">
      <TextAreaField label="Your question (public, everyone sees it)" value={text} onChange={setText} rows={3} required errors={errors.fields.text} data-autofocus />
      <ErrorList errors={errors.general} />
      <div className="share-action-row">
        <button type="submit" className="button button-primary button-small" disabled={busy} aria-busy={busy}>
          {busy && <Spinner />}
          Publish question
        </button>
        <button type="button" className="button button-secondary button-small" onClick={() => setOpen(false)} disabled={busy}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function AnswerForm({ question, onAnswered }: { question: QuestionView; onAnswered: (q: QuestionView) => void }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [done, setDone] = useState(false);
  if (done) return null;
  if (!open) {
    return (
      <button type="button" className="button button-primary button-small" onClick={() => setOpen(true)}>
        Answer
      </button>
    );
  }
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const trimmed = text.trim();
    if (!trimmed) return setErrors({ fields: { text: ['Write your answer first.'] }, general: [] });
    if (trimmed.length > QUESTION_ANSWER_MAX_LENGTH) return setErrors({ fields: { text: [`An answer holds at most ${QUESTION_ANSWER_MAX_LENGTH} characters.`] }, general: [] });
    setBusy(true);
    setErrors(NO_ERRORS);
    try {
      const answered = await answerQuestion(question.id, trimmed);
      setDone(true);
      onAnswered(answered);
    } catch (error) {
      setErrors(requestErrors(error, ['text']));
      setBusy(false);
    }
  };
  return (
    <form className="question-form" onSubmit={(e) => void submit(e)} noValidate aria-label="Answer the question">
      <TextAreaField label="Your answer (public, once)" value={text} onChange={setText} rows={3} required errors={errors.fields.text} data-autofocus />
      <ErrorList errors={errors.general} />
      <div className="share-action-row">
        <button type="submit" className="button button-primary button-small" disabled={busy} aria-busy={busy}>
          {busy && <Spinner />}
          Publish answer
        </button>
        <button type="button" className="button button-secondary button-small" onClick={() => setOpen(false)} disabled={busy}>
          Cancel
        </button>
      </div>
    </form>
  );
}
