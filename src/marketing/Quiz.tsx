import { useEffect, useRef, useState } from 'react';
import {
  QUIZ_HIDE_DELAY_MS,
  QUIZ_QUESTION_DELAY_MS,
  QUIZ_VISIBILITY_THRESHOLD,
} from '../../model/constants';
import { QUIZ } from './content/landing';
import './marketing.css';

type Stage = 'initial' | 'question' | 'yes' | 'no' | 'gone';

/**
 * The yes/no quiz (spec section 4): an image first; the question 1 s after the section is 30%
 * visible; each answer has its response; the whole section disappears 4 s after an answer.
 */
export function Quiz() {
  const [stage, setStage] = useState<Stage>('initial');
  const root = useRef<HTMLElement>(null);

  useEffect(() => {
    if (stage !== 'initial') return;
    let timer: number | undefined;
    const reveal = () => {
      timer ??= window.setTimeout(() => setStage('question'), QUIZ_QUESTION_DELAY_MS);
    };
    if (typeof IntersectionObserver === 'undefined') {
      reveal();
      return () => window.clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (
          entries.some((e) => e.isIntersecting && e.intersectionRatio >= QUIZ_VISIBILITY_THRESHOLD)
        ) {
          observer.disconnect();
          reveal();
        }
      },
      { threshold: QUIZ_VISIBILITY_THRESHOLD },
    );
    if (root.current) observer.observe(root.current);
    return () => {
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [stage]);

  useEffect(() => {
    if (stage !== 'yes' && stage !== 'no') return;
    const timer = window.setTimeout(() => setStage('gone'), QUIZ_HIDE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [stage]);

  if (stage === 'gone') return null;

  return (
    <section ref={root} className="mk-quiz" aria-label="Quick question" data-stage={stage}>
      <QuizArt />
      <div className="mk-quiz-body" aria-live="polite">
        <p className="eyebrow">Quick question</p>
        {stage !== 'initial' && <h2>{QUIZ.question}</h2>}
        {stage === 'question' && (
          <div className="mk-quiz-buttons">
            <button
              type="button"
              className="button button-primary button-large"
              onClick={() => setStage('yes')}
            >
              {QUIZ.yes.label}
            </button>
            <button
              type="button"
              className="button button-ghost button-large"
              onClick={() => setStage('no')}
            >
              {QUIZ.no.label}
            </button>
          </div>
        )}
        {(stage === 'yes' || stage === 'no') && (
          <p className="mk-quiz-response">{QUIZ[stage].response}</p>
        )}
      </div>
    </section>
  );
}

/** A stack of unfinished portfolio pages, drawn inline. */
function QuizArt() {
  return (
    <svg
      className="mk-quiz-art"
      viewBox="0 0 240 180"
      role="img"
      aria-label="A pile of half-finished portfolio pages"
    >
      <rect
        x="46"
        y="34"
        width="150"
        height="112"
        rx="10"
        fill="#f1ebe2"
        transform="rotate(-8 120 90)"
      />
      <rect
        x="46"
        y="34"
        width="150"
        height="112"
        rx="10"
        fill="#ffd8a8"
        transform="rotate(5 120 90)"
      />
      <g transform="rotate(-1 120 90)">
        <rect
          x="46"
          y="34"
          width="150"
          height="112"
          rx="10"
          fill="#fff"
          stroke="#14110f"
          strokeWidth="2"
        />
        <rect x="60" y="50" width="56" height="8" rx="4" fill="#14110f" />
        <rect x="60" y="64" width="84" height="5" rx="2.5" fill="#d6d3d1" />
        <rect x="60" y="84" width="58" height="46" rx="6" fill="#fb8500" />
        <rect
          x="124"
          y="84"
          width="58"
          height="46"
          rx="6"
          fill="#f5f5f4"
          stroke="#d6d3d1"
          strokeDasharray="4 4"
        />
        <text x="153" y="112" textAnchor="middle" fontSize="16" fontWeight="700" fill="#a8a29e">
          ?
        </text>
      </g>
    </svg>
  );
}
