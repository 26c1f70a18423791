import {
  FEEDBACK_LIMITS,
  feedbackProblems,
  publicFirstName,
  ratingIsPublic,
  roundRating,
} from './session-feedback.js';
import { workshopEventJsonLd } from './workshop-event.js';

describe('feedback rules', () => {
  it('needs overall stars from 1 to 5; content and host are optional, 1 to 5 when given', () => {
    expect(feedbackProblems({ overall: 4 })).toEqual({});
    expect(feedbackProblems({ overall: null })).toEqual({ overall: 'required' });
    expect(feedbackProblems({ overall: 0, content: 6, host: 2.5 })).toEqual({
      overall: 'stars',
      content: 'stars',
      host: 'stars',
    });
  });

  it('keeps the comment within 2,000 characters', () => {
    const max = FEEDBACK_LIMITS.commentMaxLength;
    expect(feedbackProblems({ overall: 5, comment: 'x'.repeat(max) })).toEqual({});
    expect(feedbackProblems({ overall: 5, comment: 'x'.repeat(max + 1) })).toEqual({
      comment: 'tooLong',
    });
  });

  it('shows only the first name, and a rating only from 3 on', () => {
    expect(publicFirstName('  Anna Maria Acker ')).toBe('Anna');
    expect(ratingIsPublic(2)).toBe(false);
    expect(ratingIsPublic(3)).toBe(true);
    expect(roundRating(13 / 3)).toBe(4.3);
  });

  it('puts aggregateRating into the Event only from 3 ratings on', () => {
    const facts = {
      title: 'W',
      format: 'online',
      location: null,
      startTime: '2026-12-01T10:00:00.000Z',
      durationMinutes: 60,
      posterUrl: null,
      posterIsPdf: false,
      basePriceCents: 0,
      availableSpots: 3,
      status: 'scheduled',
    };
    const page = { url: 'https://x.test/academy/w', origin: 'https://x.test', description: 'd' };
    const at = (count: number) =>
      JSON.parse(
        workshopEventJsonLd({ ...facts, ratingAverage: 4.5, ratingCount: count }, page),
      ) as {
        aggregateRating?: unknown;
      };
    expect(at(2).aggregateRating).toBeUndefined();
    expect(at(3).aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      ratingCount: 3,
      bestRating: 5,
      worstRating: 1,
    });
  });
});
