// Forty statements, five per intelligence, answered from 1 (not like me at all) to 5 (very much like me). Written here.
import type { Intelligence } from '@margdarshak/contracts/assessments/tests';

export interface MiItem {
  id: string;
  domain: Intelligence;
  text: string;
}

const texts: Record<Intelligence, string[]> = {
  linguistic: ['I enjoy reading books, magazines or long articles', 'I can explain my ideas clearly in writing', 'I like word games, crosswords or learning new words', 'I remember things better when I read or hear them explained', 'I enjoy debates, speeches or telling stories'],
  logical: ['I enjoy solving maths problems and puzzles', 'I like to know the reason behind how things work', 'I notice patterns in numbers or events', 'I like to plan things step by step', 'I enjoy experiments where I test an idea'],
  musical: ['I can easily remember a tune after hearing it once or twice', 'I notice when a song is out of tune or off beat', 'I often hum, tap or sing while working', 'Music changes my mood strongly', 'I enjoy playing an instrument or singing'],
  bodily: ['I like sports, dance or other physical activity', 'I learn best when I can do something with my hands', 'I find it hard to sit still for a long time', 'I am good at crafts, repairs or building things', 'I remember things better after I have acted them out'],
  spatial: ['I can picture objects clearly in my mind', 'I enjoy drawing, painting or designing', 'I find my way easily with maps or in new places', 'I understand diagrams and charts more easily than text', 'I enjoy jigsaw puzzles, building blocks or 3D games'],
  interpersonal: ['I make friends easily', 'People often come to me for advice', 'I enjoy working in a group more than alone', 'I can tell how someone is feeling without being told', 'I like organising people for an activity'],
  intrapersonal: ['I like spending time thinking on my own', 'I know my strengths and weaknesses well', 'I set personal goals and work towards them', 'I keep a diary or like to reflect on my day', 'I prefer to make decisions for myself'],
  naturalist: ['I enjoy being outdoors in nature', 'I notice different plants, birds or animals around me', 'I like caring for pets or plants', 'I enjoy learning about the environment and climate', 'I like sorting and classifying things into groups'],
};

export const miItems: readonly MiItem[] = (Object.entries(texts) as [Intelligence, string[]][]).flatMap(([domain, list]) =>
  list.map((text, index) => ({ id: `mi-${domain}-${index + 1}`, domain, text })),
);

export const likeMeScale = [
  { value: 1, label: 'Not like me at all' },
  { value: 2, label: 'A little like me' },
  { value: 3, label: 'Somewhat like me' },
  { value: 4, label: 'Mostly like me' },
  { value: 5, label: 'Very much like me' },
] as const;
