// The picker is shared with tasks, so it lives in components/.
export { ClientPicker } from '../../../components/ClientPicker';
