// One mark for the site and the app: defined in components/brand.
export { FAVICON, LogoMark } from '../../components/brand/LogoMark';
