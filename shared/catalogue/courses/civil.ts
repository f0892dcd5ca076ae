import type { CourseDetail } from "../types";

export const civilCourses: CourseDetail[] = [
  {
    id: 15,
    slug: "autocad",
    department: "civil",
    title: "AutoCAD",
    searchTerms: ["CAD", "AutoCAD", "drafting", "drawing"],
    summary:
      "Learn to produce accurate 2D civil and architectural drawings in AutoCAD, from plans and sections to layered, dimensioned and plotted sheets.",
    course_desc: [
      "This program teaches AutoCAD the way it is used on building and infrastructure projects. You begin with the drawing environment, coordinate entry and object snaps, then move on to drafting floor plans, sections, elevations and site layouts to a consistent standard. Every session is held live and also recorded, so you can revisit a command or a drafting sequence at your own pace, and any session you miss is mailed to you as a recording.",
      "Much of the course is about working the way a drawing office does: organising content on layers, building reusable blocks with attributes, attaching reference drawings as xrefs, and setting up layouts and viewports so that one model can be plotted at several scales. You also learn dimension and text styles, hatching and annotative scaling, which together decide whether a drawing can be read easily on site.",
      "You apply these skills in two projects. The minor project is an individual drawing set, such as a residential plan with its section and elevation. The major project is done in a group of 8 to 10 under a mentor and works like an internship assignment: the group divides a larger building or layout drawing between its members, shares base files through xrefs and delivers a coordinated, plotted set for evaluation.",
    ],
    objective: [
      "Use AutoCAD's drawing, modify and object snap tools to draft accurately with absolute, relative and polar coordinates.",
      "Set up drawing templates with layers, linetypes, lineweights, text styles and dimension styles suited to civil drawings.",
      "Create and manage blocks, attributes and dynamic blocks for doors, windows, fixtures and title blocks.",
      "Draft the floor plan, section, elevation and site plan of a small building from a design brief.",
      "Combine drawings with external references and arrange layouts and viewports at standard scales.",
      "Plot drawing sets to paper and PDF using page setups and plot style tables.",
    ],
    eligibility: [
      "There are no specific prerequisites; the course starts from the AutoCAD interface and basic drafting conventions.",
      "Open to school leavers, undergraduates, graduates and working professionals.",
      "Students of civil engineering or architecture benefit most, but no prior CAD experience is needed.",
      "A laptop and a reliable internet connection are needed to attend live sessions and run AutoCAD.",
    ],
    course_outline: [
      {
        id: 1,
        question: "AutoCAD Interface, Coordinates and Drawing Aids",
        answer:
          "Covers the ribbon, command line, workspaces and drawing units, followed by absolute, relative and polar coordinate entry. Learners practise object snaps, ortho mode, polar tracking and the core draw and modify commands such as LINE, PLINE, OFFSET, TRIM, FILLET and ARRAY.",
      },
      {
        id: 2,
        question: "Layers, Linetypes and Drawing Templates",
        answer:
          "Explains how layers, colours, linetypes and lineweights organise a drawing and how a DWT template keeps them consistent across a project. Learners build a civil drawing template with a layer naming scheme, layer states, and text and dimension styles.",
      },
      {
        id: 3,
        question: "Blocks, Attributes and Dynamic Blocks",
        answer:
          "Covers creating, inserting and redefining blocks for doors, windows, sanitary fittings and trees, and keeping them in a block library or tool palette. Attributes are used to build a title block and a door schedule that can be extracted to a table, and dynamic block parameters let one block flip, stretch and change size.",
      },
      {
        id: 4,
        question: "Dimensioning, Annotation and Building Drawings",
        answer:
          "Learners draft the plan, section and elevation of a small building and annotate them with linear, aligned and radial dimensions, multileaders, text and hatch patterns. Annotative scaling is used so that text and dimensions print at the correct size at any viewport scale.",
      },
      {
        id: 5,
        question: "Xrefs, Layouts and Plotting",
        answer:
          "Shows how to attach, clip and manage external references so that a site plan, structural grid and architectural plan can be combined without copying geometry. The module then covers paper space layouts, viewports, page setups, CTB plot style tables and plotting sheet sets to PDF.",
      },
    ],
    check_curriculum:
      "Review the full curriculum to see how the five modules move from basic drafting to a coordinated, plotted drawing set. Along the way you complete a minor individual project and a major group project, carried out in groups of 8 to 10 with a mentor for each group. Certificates are issued once your project work has been evaluated.",
    skills: [
      "AutoCAD",
      "2D drafting",
      "Layers and drawing templates",
      "Blocks and attributes",
      "External references (xrefs)",
      "Dimensioning and annotation",
      "Layouts and plotting",
    ],
  },
  {
    id: 16,
    slug: "staadpro",
    department: "civil",
    title: "STAAD.Pro",
    searchTerms: ["STAAD", "STAAD Pro", "structural design", "structural engineering"],
    summary:
      "Model, analyse and design reinforced concrete and steel structures in STAAD.Pro using load combinations and the Indian codes IS 456 and IS 800.",
    course_desc: [
      "This program trains you to take a structure from a sketch to a checked design in STAAD.Pro. You learn to build analytical models of beams, frames, trusses and multi-storey buildings, assign member properties, materials and supports, and verify the geometry before running an analysis. Classes are held live and recorded; if you miss one, the recording is mailed to you so you can follow the same modelling steps later.",
      "The core of the course is loading and design. You apply dead, live, wind and seismic loads with reference to IS 875 and IS 1893, build load combinations, and run static and response spectrum analyses. You then read bending moment, shear force and deflection results, and design concrete members to IS 456 and steel members to IS 800, checking the output against hand calculations rather than accepting it blindly.",
      "Two projects consolidate the work. The minor project is an individual analysis and design of a portal frame or a small RCC building. The major project, done in a group of 8 to 10 with a mentor, follows an internship-style brief such as a multi-storey residential frame or an industrial steel shed, and ends with a design report that is evaluated before certificates are issued.",
    ],
    objective: [
      "Build STAAD.Pro models of beams, trusses, portal frames and multi-storey buildings using nodes, members, plates and supports.",
      "Assign section properties, materials, member releases and support conditions correctly.",
      "Calculate and apply dead, live, wind and seismic loads, and generate load combinations for limit state design.",
      "Run linear static, P-delta and response spectrum analyses and interpret bending moment, shear force, deflection and reaction results.",
      "Design reinforced concrete beams and columns to IS 456 and steel members to IS 800 using STAAD.Pro design parameters.",
      "Prepare a clear design report with input summaries, critical results and member utilisation ratios.",
    ],
    eligibility: [
      "No specific prerequisites are required to join.",
      "Open to school leavers, undergraduates, graduates and working professionals.",
      "Civil engineering students and site or design engineers gain the most; a basic knowledge of strength of materials helps, and the course revises the concepts it relies on.",
      "A laptop and internet connection are required; a Windows laptop is recommended because STAAD.Pro runs on Windows.",
    ],
    course_outline: [
      {
        id: 1,
        question: "Structural Modelling in STAAD.Pro",
        answer:
          "Introduces the STAAD.Pro interface, global and local member axes, and model generation using the structure wizard, grids and the STAAD editor command file. Learners model beams, trusses and frames with nodes, members and plates, then assign supports, section properties and materials.",
      },
      {
        id: 2,
        question: "Loads and Load Combinations",
        answer:
          "Covers primary load cases for self-weight, floor loads and member loads, wind loads to IS 875 Part 3 and seismic loads to IS 1893 Part 1. Learners then create load combinations for the limit states of strength and serviceability using the partial safety factors of IS 456 and IS 875 Part 5.",
      },
      {
        id: 3,
        question: "Analysis Methods and Post-Processing",
        answer:
          "Explains linear static, P-delta and response spectrum analysis and when each is appropriate. In the post-processing mode learners read bending moment and shear force diagrams, node displacements, support reactions and storey drift, and check key results against hand calculations.",
      },
      {
        id: 4,
        question: "RCC Design to IS 456",
        answer:
          "Covers limit state design of RCC beams and columns with the IS 456 design code in STAAD.Pro, using parameters such as FC, FYMAIN, FYSEC and CLEAR together with member grouping. Learners interpret the reinforcement output, discuss the ductile detailing requirements of IS 13920 and identify members that need resizing.",
      },
      {
        id: 5,
        question: "Steel Design to IS 800",
        answer:
          "Covers limit state design of steel members to IS 800:2007 for tension, compression, bending and combined actions. Learners design a roof truss and a portal frame, set effective length and unbraced length parameters, and use code checking and member selection to arrive at economical sections.",
      },
    ],
    check_curriculum:
      "Go through the full curriculum to see what each of the five modules covers, from modelling and loading to concrete and steel design. You will complete a minor individual project and a major group project, with groups of 8 to 10 learners each guided by a mentor. Certificates are issued after your project has been evaluated.",
    skills: [
      "STAAD.Pro",
      "Structural analysis",
      "Load combinations",
      "RCC design to IS 456",
      "Steel design to IS 800",
      "Seismic analysis to IS 1893",
      "Wind load calculation to IS 875",
    ],
  },
  {
    id: 17,
    slug: "construction-planning",
    department: "civil",
    title: "Construction Planning and Management",
    searchTerms: [
      "construction management",
      "project management",
      "CPM",
      "PERT",
      "Primavera",
      "estimation",
    ],
    summary:
      "Plan, schedule and control construction projects using CPM and PERT, quantity estimation, BOQ preparation, MS Project and Primavera P6.",
    course_desc: [
      "This program covers the planning and control side of construction, where cost, time and resources are decided. You learn to break a project into a work breakdown structure, take off quantities from drawings, prepare a bill of quantities and build up rates through rate analysis. Sessions are live with recordings available afterwards, and any session you miss is mailed to you, so that each spreadsheet and schedule can be rebuilt step by step.",
      "Scheduling is taught first by hand, through network diagrams, CPM forward and backward passes, float calculations and PERT probability estimates, and then in software. You build the same project in Microsoft Project and Oracle Primavera P6 with calendars, activity relationships, resources and baselines, and track progress using earned value measures. Contract types, tendering, quality and site safety planning are covered where they affect cost and time.",
      "For the minor project each learner estimates and schedules a small building. In the major project, a group of 8 to 10 working with a mentor plans a larger job such as a residential block or a stretch of road, much as a planning engineer would during an internship, and submits a BOQ, a baseline schedule in Primavera P6, a resource histogram and a progress update report for evaluation.",
    ],
    objective: [
      "Prepare a work breakdown structure and activity list for a building or infrastructure project.",
      "Take off quantities from drawings, prepare a bill of quantities and carry out rate analysis.",
      "Draw network diagrams, compute the critical path, floats and project duration with CPM, and estimate completion probability with PERT.",
      "Build, resource-load and baseline a schedule in Microsoft Project and Primavera P6.",
      "Monitor progress and cost using earned value measures such as SPI and CPI, and update the schedule accordingly.",
      "Explain common contract forms, the tendering process and the role of quality and safety planning on site.",
    ],
    eligibility: [
      "No specific prerequisites are needed to enrol.",
      "Open to school leavers, undergraduates, graduates and working professionals.",
      "Civil engineering and architecture students, site engineers and those moving into planning or billing roles benefit most; no prior experience of scheduling software is assumed.",
      "A laptop and internet connection are required; a Windows laptop is recommended because Primavera P6 Professional runs on Windows.",
    ],
    course_outline: [
      {
        id: 1,
        question: "Project Planning, WBS and Construction Contracts",
        answer:
          "Introduces the construction project life cycle, its stakeholders and the role of the planning engineer. Learners build a work breakdown structure, define activities and durations, and study item-rate, lump-sum and EPC contracts along with the tendering process.",
      },
      {
        id: 2,
        question: "Quantity Estimation, BOQ and Rate Analysis",
        answer:
          "Covers quantity take-off for earthwork, concrete, reinforcement, masonry and finishes following standard methods of measurement such as IS 1200. Learners prepare a bill of quantities in a spreadsheet and carry out rate analysis from material, labour and equipment components.",
      },
      {
        id: 3,
        question: "Network Scheduling with CPM and PERT",
        answer:
          "Explains activity-on-node diagrams, dependency types and forward and backward pass calculations to find the critical path, total float and free float. PERT three-point estimates are used to find the probability of finishing by a target date, and project crashing is used to study time-cost trade-offs.",
      },
      {
        id: 4,
        question: "Scheduling in MS Project and Primavera P6",
        answer:
          "Learners build the same project in Microsoft Project and Primavera P6, setting up the EPS and WBS, calendars, activities, relationships and constraints. The module covers resource assignment and levelling, Gantt charts, and saving a baseline for later comparison.",
      },
      {
        id: 5,
        question: "Project Monitoring, Earned Value and Site Control",
        answer:
          "Covers progress updating, look-ahead schedules, S-curves and earned value analysis using PV, EV, AC, SPI and CPI. It also covers quality control plans, site safety planning and the preparation of a monthly progress report for a client.",
      },
    ],
    check_curriculum:
      "Look through the full curriculum to see how the five modules connect estimation, scheduling and project control. The course includes a minor individual project and a major group project, done in groups of 8 to 10 learners with a mentor for each group, and certificates are issued after the projects are evaluated.",
    skills: [
      "Primavera P6",
      "Microsoft Project",
      "CPM and PERT",
      "Quantity estimation",
      "Bill of quantities (BOQ)",
      "Rate analysis",
      "Earned value management",
      "Work breakdown structure",
    ],
  },
];
