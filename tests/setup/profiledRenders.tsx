// Counts a component's renders with React's <Profiler>: a module's default export is wrapped in one, whose onRender
// runs once for each commit in which the component (or something inside it) rendered. A child with no state of its
// own renders again exactly when its parent does, so profiling it counts the parent's renders. In a test file:
//   jest.mock('@/components/form/ActsOnOrg', () =>
//     jest.requireActual('@test/profiledRenders').profiledDefault('@/components/form/ActsOnOrg'));
//   renders('@/components/form/ActsOnOrg')  // how many so far
import { Profiler } from 'react';

const counts = new Map<string, number>();

export function profiledDefault(path: string) {
  const Actual: (props: object) => JSX.Element | null = jest.requireActual(path).default;
  counts.set(path, 0);
  const count = () => counts.set(path, (counts.get(path) ?? 0) + 1);
  function Profiled(props: object) {
    return (
      <Profiler id={path} onRender={count}>
        <Actual {...props} />
      </Profiler>
    );
  }
  return { __esModule: true, default: Profiled };
}

export const renders = (path: string) => counts.get(path) ?? 0;
