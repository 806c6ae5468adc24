import type { ComponentProps } from 'react';
import { Button } from '../../../kit';
import { checkoutFields } from '../../state/formFields';

export interface PostedActionProps extends Omit<
  ComponentProps<typeof Button>,
  'onClick' | 'type' | 'name' | 'value'
> {
  /** Posted as `action` without JavaScript (src/checkout/state/formFields.ts). */
  action: string;
  /** What the checkout does with JavaScript, in place of the post. */
  onPress: () => void;
}

/**
 * A secondary button of a screen's form: without JavaScript it posts its action to the
 * server; with it, the checkout acts at once and nothing is posted.
 */
export function PostedAction({ action, onPress, ...props }: PostedActionProps) {
  return (
    <Button
      fullWidth
      {...props}
      type="submit"
      name={checkoutFields.action}
      value={action}
      formNoValidate
      onClick={(event) => {
        event.preventDefault();
        onPress();
      }}
    />
  );
}
