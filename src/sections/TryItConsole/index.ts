export { TryItConsole, type TryItConsoleProps } from './TryItConsole';
