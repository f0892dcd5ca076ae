import { describe, expect, it } from "vitest";
import { coursePath } from "../../shared/catalogue";
import { courses } from "../../shared/catalogue/courses";
import { fold, searchCourses } from "../../shared/catalogue/courses/search";

const paths = (found: ReturnType<typeof searchCourses>) => found.map(coursePath);

describe("course finder", () => {
  it("finds the AWS course for 'aws', first", () => {
    expect(paths(searchCourses("aws"))[0]).toBe("/computerscience/aws");
  });

  it("finds nothing for VLSI in Civil", () => {
    expect(searchCourses("VLSI", "civil")).toEqual([]);
    expect(paths(searchCourses("VLSI", "ece"))).toContain("/ece/vlsi");
  });

  it("finds a course by a word that only its outline topics contain", () => {
    const visible = (c: (typeof courses)[number]) => fold([c.title, c.summary, ...c.skills].join(" "));
    const outline = (c: (typeof courses)[number]) => fold(c.course_outline.map((o) => `${o.question} ${o.answer}`).join(" "));
    // A distinctive word of one course's outline, absent from every title, summary and skill list.
    let pick: { word: string; path: string } | undefined;
    for (const course of courses) {
      for (const word of outline(course).split(/[^a-z0-9]+/).filter((w) => w.length >= 7)) {
        const elsewhere = courses.some((c) => c !== course && fold(JSON.stringify(c)).includes(word));
        if (!elsewhere && !visible(course).includes(word)) {
          pick = { word, path: coursePath(course) };
          break;
        }
      }
      if (pick) break;
    }
    expect(pick).toBeDefined();
    expect(paths(searchCourses(pick!.word))).toEqual([pick!.path]);
  });

  it("ignores case and accents", () => {
    expect(paths(searchCourses("ÁWS"))[0]).toBe("/computerscience/aws");
    expect(paths(searchCourses("vlsi"))).toEqual(paths(searchCourses("VLSI")));
    expect(paths(searchCourses("Crìspr"))).toContain("/biotechnology/geneticengineering");
  });

  it("needs every word of the query", () => {
    expect(paths(searchCourses("tableau python"))).toContain("/computerscience/datascience");
    expect(searchCourses("tableau xylophone")).toEqual([]);
  });
});
