import type { ReactNode } from 'react';

/** One checkbox with its label in a project form's group (places, regions, options). */
export function CheckOption(props: {
  name?: string;
  value?: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <label className="project-check">
      <input
        type="checkbox"
        name={props.name}
        value={props.value}
        checked={props.checked}
        onChange={(event) => props.onChange(event.target.checked)}
      />
      <span>{props.children}</span>
    </label>
  );
}
