// The label-over-value field is shared with tasks, so it lives in components/.
export { Field } from '../../../components/Field';
