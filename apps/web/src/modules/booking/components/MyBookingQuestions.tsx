import { useQuery } from '@apollo/client/react';
import type { BookingQuestion } from '@platform/domain';
import { graphql } from '../../../graphql/generated';
import { BookingQuestionsEditor } from './BookingQuestionsEditor';

const MyBookingQuestionsQuery = graphql(`
  query MyBookingQuestions {
    myBookingQuestions {
      consultantId
      questions {
        id
        kind
        labelDe
        labelEn
        required
        options
      }
    }
  }
`);

/** The signed-in consultant's own booking questions (nothing for anyone else). */
export function MyBookingQuestions() {
  const { data } = useQuery(MyBookingQuestionsQuery, { fetchPolicy: 'cache-and-network' });
  const mine = data?.myBookingQuestions;
  if (!mine) return null;
  return (
    <section className="mk-panel">
      <BookingQuestionsEditor
        key={mine.consultantId}
        consultantId={mine.consultantId}
        questions={mine.questions as BookingQuestion[]}
        headingLevel={2}
      />
    </section>
  );
}
