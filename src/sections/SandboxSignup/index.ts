export { SandboxSignup } from './SandboxSignup';
