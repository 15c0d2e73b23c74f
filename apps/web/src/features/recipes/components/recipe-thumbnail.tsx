import { Box } from '@mantine/core';
import { useInViewport } from '@mantine/hooks';
import { useState } from 'react';
import { useRecipePhoto } from '../../../api/recipes/recipe-photo.ts';
import { useObjectUrl } from '../../../lib/use-object-url.ts';

interface RecipeThumbnailProps {
  recipe: { id: number; photo_updated_at: string | null };
  size: number;
}

/**
 * The recipe's square thumbnail in the Recetas list, fetched only once the row scrolls into view
 * (a long list does not ask for every photo at once). Nothing at all without a photo. Decorative:
 * the recipe's name beside it is the link's text.
 */
export function RecipeThumbnail({ recipe, size }: RecipeThumbnailProps) {
  const { ref, inViewport } = useInViewport();
  // Once seen, stays fetched (scrolling away does not drop it).
  const [seen, setSeen] = useState(false);
  if (inViewport && !seen) setSeen(true);
  const photo = useRecipePhoto(recipe.id, 'thumbnail', recipe.photo_updated_at, seen);
  const url = useObjectUrl(photo.data);
  if (recipe.photo_updated_at === null) return null;
  return (
    <Box
      ref={ref}
      w={size}
      h={size}
      style={{
        flexShrink: 0,
        borderRadius: 'var(--mantine-radius-sm)',
        overflow: 'hidden',
        background: 'var(--mantine-color-gray-1)',
      }}
    >
      {url ? (
        <img
          src={url}
          alt=""
          width={size}
          height={size}
          style={{ display: 'block', objectFit: 'cover' }}
        />
      ) : null}
    </Box>
  );
}
