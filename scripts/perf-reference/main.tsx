// `npm run perf`'s reference page: what Vite's React template ships (React and React DOM, one
// counter, rendered in the browser). Its figures depend on the machine alone, so they tell a loaded
// machine from a slower site (README, Performance).
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <main>
      <h1>Get started</h1>
      <p>A page with React and nothing else, rendered in the browser.</p>
      <button type="button" onClick={() => setCount((n) => n + 1)}>
        Count is {count}
      </button>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Counter />
  </StrictMode>,
);
