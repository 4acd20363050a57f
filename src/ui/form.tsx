import './ui.css';
import { Form as AriaForm, type FormProps as AriaFormProps } from 'react-aria-components';

/**
 * A form whose fields report errors through ARIA instead of the browser's native
 * bubbles: validation comes from the shared valibot schema, not from HTML attributes.
 */
export function Form(props: Omit<AriaFormProps, 'validationBehavior' | 'className'>) {
  return <AriaForm {...props} validationBehavior="aria" className="form" />;
}
