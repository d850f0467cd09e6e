/** An embeddable, privacy-enhanced YouTube link for a video id. */
export const yt = (id: string): string => `https://www.youtube-nocookie.com/embed/${id}`;
