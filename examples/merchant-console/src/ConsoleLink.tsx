import type { LinkComponentProps } from '@yonnee/kit';
import { navigate } from './router';

/** The kit's links to a path of the console, through its router (a new tab stays the browser's). */
export function ConsoleLink({ href, onClick, children, ...props }: LinkComponentProps) {
  return (
    <a
      href={href}
      onClick={(event) => {
        onClick?.(event);
        const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0;
        if (event.defaultPrevented || modified || props.target === '_blank') return;
        event.preventDefault();
        navigate(href);
      }}
      {...props}
    >
      {children}
    </a>
  );
}
