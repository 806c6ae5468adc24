export { PostedAction, type PostedActionProps } from './PostedAction';
