export { SocialSignIn, type SocialSignInProps } from './SocialSignIn';
