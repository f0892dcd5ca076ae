import type { CourseDetail } from "../types";

export const mechanicalCourses: CourseDetail[] = [
  {
    id: 24,
    slug: "ic-engine",
    department: "mechanical",
    title: "IC Engine",
    searchTerms: [
      "ICE",
      "I.C. Engine",
      "internal combustion engine",
      "automobile engines",
      "automotive",
      "engines",
    ],
    summary:
      "Study how internal combustion engines work, from Otto and Diesel cycles to combustion, emissions control and engine performance testing.",
    course_desc: [
      "This program explains how spark ignition and compression ignition engines convert the energy in fuel into useful work. You study engine components, valve timing and the four-stroke and two-stroke operating sequences, then analyse the air-standard Otto, Diesel and dual cycles and compare them with real engine behaviour. Sessions are live and recorded, and any session you miss is mailed to you as a recording, so the calculations can be followed again.",
      "Later modules cover fuel supply and injection systems, the stages of combustion, knock and ignition delay, and the formation and control of CO, HC, NOx and particulate emissions with catalytic converters, EGR, DPF and SCR in the context of Bharat Stage VI norms. You analyse engine test data to calculate brake power, fuel consumption and efficiencies, and build simple cycle models in MATLAB or Python to study how design parameters affect performance.",
      "The minor project is an individual performance analysis of a given engine test data set, including a heat balance sheet. The major project is done in a group of 8 to 10 with a mentor and is run like an internship assignment: the group studies an engine or powertrain question, such as the effect of compression ratio on efficiency or the choice of an emission control strategy, and reports its analysis for evaluation.",
    ],
    objective: [
      "Identify engine components and explain the working of four-stroke and two-stroke SI and CI engines.",
      "Analyse the air-standard Otto, Diesel and dual cycles and explain the losses in real engine cycles.",
      "Explain fuel supply and injection systems, the stages of combustion, knock and ignition delay.",
      "Describe how CO, HC, NOx and particulate matter are formed and the methods used to control them.",
      "Calculate brake power, indicated power, BSFC, brake thermal efficiency and volumetric efficiency from test data, and prepare a heat balance sheet.",
      "Model engine cycle performance in MATLAB or Python and study the effect of key design parameters.",
    ],
    eligibility: [
      "No specific prerequisites are required to enrol.",
      "Open to school leavers, undergraduates, graduates and working professionals.",
      "Mechanical and automobile engineering students benefit most; a basic grasp of thermodynamics helps, and the laws and processes the course relies on are revised in the first module.",
      "A laptop and internet connection are required, with a spreadsheet program and Python or MATLAB for the analysis exercises.",
    ],
    course_outline: [
      {
        id: 1,
        question: "Engine Fundamentals and Classification",
        answer:
          "Covers the classification of IC engines, their main components, and terms such as bore, stroke, swept volume, clearance volume and compression ratio. Learners study the four-stroke and two-stroke cycles, valve and port timing diagrams, and the differences between SI and CI engines.",
      },
      {
        id: 2,
        question: "Otto, Diesel and Dual Thermodynamic Cycles",
        answer:
          "Derives the thermal efficiency and mean effective pressure of the air-standard Otto, Diesel and dual cycles and compares them on P-V and T-s diagrams. It then explains fuel-air cycles and the real losses, such as heat transfer, exhaust blowdown and pumping work, that separate actual engines from ideal cycles.",
      },
      {
        id: 3,
        question: "Fuel Systems and Combustion",
        answer:
          "Covers carburettors, port fuel injection, gasoline direct injection and common rail diesel injection, along with fuel properties such as octane and cetane number. Learners study flame propagation and knock in SI engines, ignition delay and diesel knock in CI engines, and the influence of combustion chamber design.",
      },
      {
        id: 4,
        question: "Engine Emissions and Control",
        answer:
          "Explains how CO, unburnt hydrocarbons, NOx and particulate matter form and how operating conditions such as air-fuel ratio and load affect them. Control methods covered include three-way catalytic converters, exhaust gas recirculation, diesel particulate filters and selective catalytic reduction, with reference to Bharat Stage VI emission norms.",
      },
      {
        id: 5,
        question: "Engine Performance Testing and Analysis",
        answer:
          "Covers dynamometers, the measurement of brake power and fuel and air flow, and the calculation of BMEP, BSFC and brake thermal, mechanical and volumetric efficiency. Learners plot performance curves, carry out heat balance and Morse test analysis from test data, and compare the results with a simple cycle model.",
      },
    ],
    check_curriculum:
      "Review the full curriculum to see how the five modules take you from engine basics and thermodynamic cycles to emissions and performance testing. You will complete a minor individual project and a major group project, working in a group of 8 to 10 with a mentor assigned to it. Certificates are issued after project evaluation.",
    skills: [
      "IC engine thermodynamics",
      "Combustion analysis",
      "Emission control systems",
      "Engine performance testing",
      "Heat balance analysis",
      "MATLAB",
      "Python",
    ],
  },
  {
    id: 25,
    slug: "car-designing",
    department: "mechanical",
    title: "Car Designing",
    searchTerms: [
      "car design",
      "automotive design",
      "automobile design",
      "3D modelling",
      "CATIA",
      "vehicle design",
    ],
    summary:
      "Learn the car design process from sketching and vehicle packaging to Class-A surfacing in Alias, CATIA or SolidWorks, aerodynamics and clay modelling.",
    course_desc: [
      "This program follows the way a car is developed in a design studio, from an initial brief to a validated exterior surface. You study vehicle segments, proportions and design language, sketch concepts in perspective, and learn how packaging decisions, such as wheelbase, occupant position and engine or battery layout, fix the hard points a design must respect. Sessions are live and recorded, and missed sessions are mailed to you as recordings.",
      "The digital work centres on surface modelling. You build car body surfaces in Autodesk Alias, CATIA Generative Shape Design or SolidWorks, control curvature continuity, and check surface quality with zebra and curvature analysis. You also study aerodynamic drag and lift, run a basic CFD study on your model, and learn how clay models, tape drawings and 3D scanning are used to refine and validate a design before engineering release.",
      "The minor project is an individual concept, taken from sketches to a surfaced 3D model of a car exterior. The major project is done in a group of 8 to 10 with a mentor and is run like an internship assignment: the group develops a vehicle from a brief, shares out the packaging, exterior surfacing, aerodynamic study and rendering work, and presents the final design for evaluation.",
    ],
    objective: [
      "Explain the stages of the automotive design process, from brief and benchmarking to design freeze.",
      "Sketch and render car concepts with correct perspective, proportion and stance.",
      "Prepare a vehicle package with hard points, occupant positions, ground clearance and visibility requirements.",
      "Build Class-A quality exterior surfaces with controlled G1 and G2 continuity in Alias, CATIA or SolidWorks.",
      "Explain the aerodynamic forces on a car and run a basic CFD study to compare design options.",
      "Describe how clay modelling, tape drawing and 3D scanning support design reviews and validation.",
    ],
    eligibility: [
      "No specific prerequisites are needed to join.",
      "Open to school leavers, undergraduates, graduates and working professionals.",
      "Mechanical, automobile and industrial design students benefit most; an interest in sketching helps, but no prior CAD or surfacing experience is needed.",
      "A laptop and internet connection are required; a laptop with a dedicated graphics card is recommended, as surfacing and rendering software is demanding on hardware.",
    ],
    course_outline: [
      {
        id: 1,
        question: "Automotive Design Process and Sketching",
        answer:
          "Covers how a car programme moves from brief, benchmarking and mood boards to theme selection and design freeze. Learners practise perspective sketching, wheel ellipses, proportion and stance, and digital rendering in tools such as Autodesk Sketchbook or Photoshop.",
      },
      {
        id: 2,
        question: "Vehicle Packaging and Ergonomics",
        answer:
          "Explains hard points such as wheelbase, track, overhangs, ground clearance and the H-point, and how powertrain, battery and occupant placement shape the body. Learners study seating positions, vision and obstruction angles and SAE J1100 dimensions while preparing a package layout for their own concept.",
      },
      {
        id: 3,
        question: "Class-A Surfacing in Alias, CATIA and SolidWorks",
        answer:
          "Covers curve and surface creation, patch layout and G0, G1 and G2 continuity for car body panels. Learners model an exterior in Autodesk Alias, CATIA Generative Shape Design or SolidWorks surfacing, and check quality with zebra stripes, curvature combs and highlight lines.",
      },
      {
        id: 4,
        question: "Vehicle Aerodynamics and CFD",
        answer:
          "Explains drag, lift and side forces, drag coefficient and frontal area, and how features such as windscreen rake, spoilers, the underbody and wheel design affect airflow. Learners run a basic external flow study, for example in SolidWorks Flow Simulation or ANSYS Fluent, and compare pressure distribution and drag between design options.",
      },
      {
        id: 5,
        question: "Clay Modelling, Visualisation and Design Validation",
        answer:
          "Covers the role of industrial clay models, armatures, tape drawing and templates in studio design reviews, and how physical models are 3D scanned and reverse engineered back into CAD. Learners prepare photorealistic renders in KeyShot or a similar tool and present the final design with its package and surface quality checks.",
      },
    ],
    check_curriculum:
      "Look through the full curriculum to see how the five modules take a car from first sketch to surfaced, tested and rendered design. The course includes a minor individual project and a major group project, done in groups of 8 to 10 with a mentor for each group, and certificates are issued after the projects are evaluated.",
    skills: [
      "Automotive sketching",
      "Vehicle packaging",
      "Class-A surfacing",
      "Autodesk Alias",
      "CATIA V5",
      "SolidWorks",
      "Aerodynamics and CFD",
      "KeyShot",
    ],
  },
  {
    id: 26,
    slug: "hev",
    department: "mechanical",
    title: "Hybrid Electric Vehicle",
    searchTerms: [
      "HEV",
      "EV",
      "electric vehicles",
      "hybrid vehicles",
      "electric cars",
      "battery",
      "automotive",
    ],
    summary:
      "Understand hybrid and electric vehicle architectures, battery packs, BMS, motors and power electronics, and model vehicles in MATLAB and Simulink.",
    course_desc: [
      "This program covers the technology inside hybrid and battery electric vehicles. You start with vehicle architectures, including series, parallel and power-split hybrids, plug-in hybrids and battery electric vehicles, and study how regenerative braking and energy management decide when the engine, motor and battery supply power. Sessions are live and recorded, and any session you miss is mailed to you as a recording.",
      "You then study lithium-ion cell chemistries and formats, size a battery pack for a target range, and learn what a battery management system does, from cell monitoring and balancing to state of charge estimation and thermal protection. Traction motors such as PMSM, BLDC and induction machines are covered together with the inverters, DC-DC converters and chargers that power them. Throughout the course you build vehicle and battery models in MATLAB and Simulink.",
      "The minor project is an individual Simulink vehicle model that estimates energy consumption and range over a standard drive cycle. The major project is carried out by a group of 8 to 10 with a mentor and is run like an internship assignment: the group specifies and models the powertrain of a two-wheeler, car or light commercial vehicle, covering battery sizing, motor selection and BMS functions, and reports it for evaluation.",
    ],
    objective: [
      "Compare series, parallel, series-parallel and plug-in hybrid architectures with battery electric vehicles.",
      "Calculate tractive effort, power and energy requirements from vehicle parameters and drive cycles.",
      "Select lithium-ion cells and size a battery pack in series and parallel for a target voltage, capacity and range.",
      "Explain battery management system functions, including cell balancing, SOC and SOH estimation and protection.",
      "Describe traction motor types, inverters, DC-DC converters and charging systems, and match a motor to a vehicle requirement.",
      "Build and simulate vehicle, battery and powertrain models in MATLAB and Simulink.",
    ],
    eligibility: [
      "There are no specific prerequisites for this course.",
      "Open to school leavers, undergraduates, graduates and working professionals.",
      "Mechanical, automobile, electrical and ECE students benefit most; basic physics and electrical circuit knowledge help, and MATLAB is taught from the basics.",
      "A laptop and internet connection are required, with access to MATLAB and Simulink for the modelling exercises.",
    ],
    course_outline: [
      {
        id: 1,
        question: "Hybrid and Electric Vehicle Architectures",
        answer:
          "Covers micro, mild, full and plug-in hybrids and the series, parallel and power-split configurations, compared with battery electric vehicles. Learners study regenerative braking, the degree of hybridisation and rule-based energy management strategies that decide how power is shared between engine and motor.",
      },
      {
        id: 2,
        question: "Lithium-Ion Cells and Battery Pack Design",
        answer:
          "Compares lithium-ion chemistries such as NMC, LFP and LTO, and cylindrical, prismatic and pouch cell formats. Learners size a pack by choosing series and parallel cell counts for a target voltage, capacity and C-rate, and study pack-level thermal management and safety.",
      },
      {
        id: 3,
        question: "Battery Management Systems",
        answer:
          "Explains BMS architecture and functions, including cell voltage, current and temperature monitoring, protection against over-charge, over-discharge and over-temperature, and passive and active cell balancing. Learners estimate state of charge by coulomb counting and open-circuit voltage methods, and are introduced to Kalman filter estimation, state of health and BMS communication over CAN.",
      },
      {
        id: 4,
        question: "Traction Motors and Power Electronics",
        answer:
          "Covers the construction and torque-speed characteristics of PMSM, BLDC, induction and switched reluctance motors. It explains inverters built with IGBTs or MOSFETs, PWM and field-oriented control, DC-DC converters, on-board chargers, and AC and DC fast charging.",
      },
      {
        id: 5,
        question: "Vehicle Modelling in MATLAB and Simulink",
        answer:
          "Learners model longitudinal vehicle dynamics with rolling resistance, aerodynamic drag, gradient and inertia forces, and run the model over drive cycles such as the MIDC and WLTP. Battery, motor and powertrain subsystems are built in Simulink and Simscape to estimate energy consumption, range and the benefit of regenerative braking.",
      },
    ],
    check_curriculum:
      "Review the full curriculum to see how the five modules cover architectures, batteries, BMS, motors and vehicle modelling. You complete a minor individual project and a major group project, carried out in a group of 8 to 10 with a mentor for each group. Certificates are issued once your project has been evaluated.",
    skills: [
      "Hybrid powertrain architectures",
      "Battery pack design",
      "Battery management systems (BMS)",
      "Electric motors",
      "Power electronics",
      "Vehicle energy modelling",
      "MATLAB",
      "Simulink",
    ],
  },
];
