import type { EditKit } from '../../templates/kit';
import { EditableImage } from './EditableImage';
import { EditableLink } from './EditableLink';
import { EditableList } from './EditableList';
import { EditableText } from './EditableText';

/** The kit sections get inside the builder: every primitive edits in place. */
export const editKit: EditKit = {
  mode: 'edit',
  Text: EditableText,
  Image: EditableImage,
  Link: EditableLink,
  List: EditableList,
};
