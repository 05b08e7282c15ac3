export { Join } from './Join';
