import './ui.css';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';

type ButtonProps = Omit<AriaButtonProps, 'className'> & {
  variant?: 'primary' | 'secondary' | 'link';
};

/** A button with the portal's look; `variant` picks the emphasis. */
export function Button({ variant = 'primary', ...props }: ButtonProps) {
  return <AriaButton {...props} className={`button button--${variant}`} />;
}
