import { describe, expect, it } from "vitest";
import { coursePath } from "#shared/catalogue";
import { courses } from "#shared/catalogue/courses";
import { fold, searchCourses } from "#shared/catalogue/courses/search";

const paths = (found: ReturnType<typeof searchCourses>) => found.map(coursePath);

describe("course finder: what visitors type", () => {
  // query, the course that must come first, courses that must not be found at all
  const cases: Array<[string, string, string[]]> = [
    ["aws", "/computerscience/aws", ["/management/hr"]],
    [
      "ML",
      "/computerscience/machinelearning",
      ["/computerscience/webdevelopment", "/biotechnology/bioinformatics"],
    ],
    ["machne lerning", "/computerscience/machinelearning", []],
    ["machine learning", "/computerscience/machinelearning", []],
    ["internet of things", "/ece/iot", []],
    ["stock", "/management/stockmarket", []],
    ["AI", "/computerscience/artificialintelligence", []],
    ["IoT", "/ece/iot", []],
    ["AR/VR", "/computerscience/arvr", []],
    ["VR", "/computerscience/arvr", []],
    ["HR", "/management/hr", []],
    ["VLSI", "/ece/vlsi", []],
    ["CAD", "/civil/autocad", []],
    ["HEV", "/mechanical/hev", []],
    ["electric vehicle", "/mechanical/hev", []],
    ["tablea", "/computerscience/datascience", []],
    ["artifical inteligence", "/computerscience/artificialintelligence", []],
    ["cyber", "/computerscience/cybersecurity", []],
  ];

  it.each(cases)("%s finds %s first", (query, first, absent) => {
    const found = paths(searchCourses(query));
    expect(found[0]).toBe(first);
    for (const path of absent) expect(found).not.toContain(path);
  });

  it("finds both the AI and the ML course for 'AI/ML', 'AI ML' and 'AIML', and nothing else", () => {
    for (const query of ["AI/ML", "AI ML", "aiml"])
      expect(paths(searchCourses(query)).sort(), query).toEqual([
        "/computerscience/artificialintelligence",
        "/computerscience/machinelearning",
      ]);
  });

  it("finds the IC Engine course as the call-back list spells it, 'I.C.Engine'", () => {
    expect(paths(searchCourses("I.C.Engine"))).toEqual(["/mechanical/ic-engine"]);
  });

  it("puts the courses with the word in their name before those that only mention it", () => {
    const found = paths(searchCourses("management"));
    const named = [
      "/civil/construction-planning",
      "/management/hr",
      "/management/marketingmanagement",
    ];
    const mentioned = ["/management/digitalmarketing", "/management/ba"];
    for (const path of [...named, ...mentioned]) expect(found).toContain(path);
    expect(Math.max(...named.map((p) => found.indexOf(p)))).toBeLessThan(
      Math.min(...mentioned.map((p) => found.indexOf(p))),
    );
  });

  it("matches whole words and their starts, not fragments inside words", () => {
    // "aws" is inside "laws" (HR's labour laws), "ml" inside "HTML" and "XML".
    expect(paths(searchCourses("aws"))).toEqual(["/computerscience/aws"]);
    // The AI course is found too, by the short name people give both, "AI/ML".
    expect(paths(searchCourses("ml"))).toEqual([
      "/computerscience/machinelearning",
      "/computerscience/artificialintelligence",
    ]);
  });

  it("finds, for a one-letter query, the courses whose name has a word starting with it", () => {
    const found = searchCourses("a");
    expect(found.length).toBeGreaterThan(0);
    expect(found.length).toBeLessThan(courses.length);
    expect(paths(found)).toContain("/computerscience/aws");
    expect(paths(found)).not.toContain("/management/finance");
    // "and" in a course name is not a word that counts.
    expect(paths(found)).not.toContain("/management/stockmarket");
  });

  it("finds nothing for a query of only common words, symbols or emoji", () => {
    expect(searchCourses("the of and")).toEqual([]);
    expect(searchCourses("😀")).toEqual([]);
    expect(searchCourses("?!/-")).toEqual([]);
  });

  it("finds a course by a search term of its catalogue entry that its own texts do not contain", () => {
    const aws = courses.find((c) => coursePath(c) === "/computerscience/aws")!;
    expect(aws.searchTerms).toContain("DevOps");
    expect(JSON.stringify({ ...aws, searchTerms: [] })).not.toContain("DevOps");
    expect(paths(searchCourses("DevOps"))[0]).toBe("/computerscience/aws");
  });

  it("lists a department's courses in catalogue order for an empty query", () => {
    expect(paths(searchCourses("", "mechanical"))).toEqual([
      "/mechanical/ic-engine",
      "/mechanical/car-designing",
      "/mechanical/hev",
    ]);
  });
});

describe("course finder", () => {
  it("finds the AWS course for 'aws', first", () => {
    expect(paths(searchCourses("aws"))[0]).toBe("/computerscience/aws");
  });

  it("finds nothing for VLSI in Civil", () => {
    expect(searchCourses("VLSI", "civil")).toEqual([]);
    expect(paths(searchCourses("VLSI", "ece"))).toContain("/ece/vlsi");
  });

  it("finds a course by a word that only its outline topics contain", () => {
    const visible = (c: (typeof courses)[number]) =>
      fold([c.title, c.summary, ...c.skills].join(" "));
    const outline = (c: (typeof courses)[number]) =>
      fold(c.course_outline.map((o) => `${o.question} ${o.answer}`).join(" "));
    // A distinctive word of one course's outline, absent from every title, summary and skill list.
    let pick: { word: string; path: string } | undefined;
    for (const course of courses) {
      for (const word of outline(course)
        .split(/[^a-z0-9]+/)
        .filter((w) => w.length >= 7)) {
        const elsewhere = courses.some(
          (c) => c !== course && fold(JSON.stringify(c)).includes(word),
        );
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
