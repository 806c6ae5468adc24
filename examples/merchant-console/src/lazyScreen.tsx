import { lazy, type ComponentType } from 'react';

/** The screens whose chunk failed to load, each with how to load it again. */
const failed = new Set<() => void>();

/**
 * A screen loaded as a chunk of its own the first time it is shown. React.lazy keeps a failed
 * load for good: this one is renewed by `retryFailedScreens`, so « Réessayer » asks the network
 * again without a reload (which would end the session).
 */
export function lazyScreen<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  const make = () =>
    lazy(() =>
      load().then(
        (component) => ({ default: component }),
        (error: unknown) => {
          failed.add(() => {
            current = make();
          });
          throw error;
        },
      ),
    );
  let current = make();
  return function LazyScreen(props: Props) {
    const Screen = current;
    return <Screen {...props} />;
  };
}

/** Lets every screen that failed to load try again the next time it is shown. */
export function retryFailedScreens() {
  failed.forEach((renew) => renew());
  failed.clear();
}
