import type { Topic } from '@/contract/topics';
import {
  Select,
  SelectContent,
  SelectGroup,
  SelectItem,
  SelectLabel,
  SelectSeparator,
  SelectTrigger,
  SelectValue,
} from '@/web/components/ui/select';
import { LevelBadge } from './level-badge';

interface TopicSelectProps {
  id: string;
  describedBy: string | undefined;
  groups: { defaults: Topic[]; custom: Topic[] };
  value: string | null;
  onChange: (topicId: string) => void;
  disabled: boolean;
}

/** The topic list: default topics first, then the learner's own, each with its level badge. */
export default function TopicSelect({ id, describedBy, groups, value, onChange, disabled }: TopicSelectProps) {
  return (
    <Select value={value ?? ''} onValueChange={onChange} disabled={disabled}>
      <SelectTrigger id={id} aria-describedby={describedBy}>
        <SelectValue placeholder="Choose a topic" />
      </SelectTrigger>
      <SelectContent>
        <SelectGroup>
          <SelectLabel>Default topics</SelectLabel>
          {groups.defaults.map((topic) => (
            <SelectItem key={topic.id} value={topic.id} addon={<LevelBadge level={topic.userLevel} />}>
              {topic.title}
            </SelectItem>
          ))}
        </SelectGroup>
        {groups.custom.length > 0 ? (
          <>
            <SelectSeparator />
            <SelectGroup>
              <SelectLabel>Your topics</SelectLabel>
              {groups.custom.map((topic) => (
                <SelectItem key={topic.id} value={topic.id} addon={<LevelBadge level={topic.userLevel} />}>
                  {topic.title}
                </SelectItem>
              ))}
            </SelectGroup>
          </>
        ) : null}
      </SelectContent>
    </Select>
  );
}
