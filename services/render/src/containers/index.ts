export { evaluateContainer } from './evaluate';
export { SERVER_ENTRY, ServerContainers, type RenderPage } from './sources';
