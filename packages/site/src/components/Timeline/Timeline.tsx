import type { SiteMilestone } from '@blade-console/blade-client/types';
import { Item, List } from './Timeline.styles';

/** The development path as a timeline: an ordered list of years, each with its title and text. */
export function Timeline({ milestones }: { milestones: SiteMilestone[] }) {
  return (
    <List>
      {milestones.map((milestone) => (
        <Item key={milestone.id}>
          <time className="year" dateTime={String(milestone.year)}>
            {milestone.year}
          </time>
          <h3>{milestone.title}</h3>
          {milestone.content ? <p>{milestone.content}</p> : null}
        </Item>
      ))}
    </List>
  );
}
