import * as React from "react";
import { cn } from "../lib/utils";

/** The catalogue grid: 1 column on phones, then 2, 3 and 4 as the width grows (spec section 2). */
function CourseGrid({ className, ...props }: React.HTMLAttributes<HTMLUListElement>) {
  return (
    <ul
      data-slot="course-grid"
      className={cn("grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4", className)}
      {...props}
    />
  );
}

function CourseGridItem({ className, ...props }: React.LiHTMLAttributes<HTMLLIElement>) {
  return <li data-slot="course-grid-item" className={cn("min-w-0", className)} {...props} />;
}

export { CourseGrid, CourseGridItem };
