import { Button, TextAreaField } from '@platform/ui';

/**
 * An optional message with accept and decline buttons (a specialist answering an offer, a
 * company answering a proposal). `busy` names the answer being sent; both buttons wait for it.
 */
export function AnswerPanel(props: {
  name: string;
  label: string;
  maxLength: number;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  busy: 'accept' | 'decline' | null;
  onAnswer: (accept: boolean) => void;
  acceptLabel: string;
  declineLabel: string;
  sendingLabel: string;
  size?: 'sm' | 'md';
}) {
  const button = (accept: boolean) => (
    <Button
      size={props.size}
      variant={accept ? 'primary' : 'secondary'}
      loading={props.busy === (accept ? 'accept' : 'decline')}
      loadingLabel={props.sendingLabel}
      disabled={props.busy !== null}
      onClick={() => props.onAnswer(accept)}
    >
      {accept ? props.acceptLabel : props.declineLabel}
    </Button>
  );
  return (
    <div className="project-answer">
      <TextAreaField
        label={props.label}
        name={props.name}
        rows={3}
        maxLength={props.maxLength}
        value={props.value}
        error={props.error}
        onChange={(event) => props.onChange(event.target.value)}
      />
      <div className="project-answer__buttons">
        {button(true)}
        {button(false)}
      </div>
    </div>
  );
}
