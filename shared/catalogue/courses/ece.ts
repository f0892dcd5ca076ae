import type { CourseDetail } from "../types";

export const eceCourses: CourseDetail[] = [
  {
    id: 18,
    slug: "vlsi",
    department: "ece",
    title: "VLSI Design",
    searchTerms: ["VLSI", "chip design", "semiconductor", "Verilog", "FPGA", "embedded"],
    summary:
      "Design digital circuits in Verilog, verify them with testbenches, and take them through synthesis, static timing analysis and FPGA implementation.",
    course_desc: [
      "This program follows the front-end VLSI design flow, from a specification to a working circuit on an FPGA. You start with digital logic and CMOS fundamentals, then write synthesisable Verilog for combinational and sequential blocks, finite state machines and small datapaths. Every class is live and recorded, and missed sessions are mailed to you as recordings, so you can replay the simulation walkthroughs while debugging your own code.",
      "Verification and implementation are treated as seriously as design. You write self-checking testbenches, simulate with tools such as Icarus Verilog, ModelSim or the Vivado simulator, and read waveforms to locate faults. You then synthesise your RTL, write timing constraints, study setup and hold checks in static timing reports, and implement designs on an FPGA using Vivado, with an overview of the ASIC physical design flow.",
      "The minor project is an individual RTL design, such as a UART transmitter or a traffic light controller, verified in simulation. The major project is carried out in a group of 8 to 10 with a mentor and is run like an internship task: the group partitions a larger design, for example a simple RISC processor or a FIFO-based data path, then integrates, verifies and times it, and demonstrates it in simulation or on an FPGA board.",
    ],
    objective: [
      "Explain CMOS logic, combinational and sequential circuits, and the timing concepts that underlie digital design.",
      "Write synthesisable Verilog RTL for arithmetic blocks, registers, counters, FIFOs and finite state machines.",
      "Build self-checking testbenches and debug designs using simulation waveforms.",
      "Synthesise RTL, apply clock and I/O constraints, and interpret static timing analysis reports for setup and hold.",
      "Implement, program and test a design on an FPGA using Vivado.",
      "Describe the ASIC flow from synthesis through floorplanning, placement, clock tree synthesis and routing.",
    ],
    eligibility: [
      "There are no specific prerequisites for this course.",
      "Open to school leavers, undergraduates, graduates and working professionals.",
      "ECE, EEE and instrumentation students benefit most; familiarity with Boolean algebra helps, but digital logic is revised at the start and no prior HDL experience is needed.",
      "A laptop and internet connection are required; an FPGA development board is useful for the implementation module but not essential, as every design can also be verified in simulation.",
    ],
    course_outline: [
      {
        id: 1,
        question: "Digital Logic and CMOS Fundamentals",
        answer:
          "Revises Boolean algebra, combinational circuits, flip-flops, counters and finite state machines, and shows how they map onto CMOS gates. It introduces propagation delay, setup and hold time, and static and dynamic power in CMOS circuits, which later modules build on.",
      },
      {
        id: 2,
        question: "Verilog HDL for RTL Design",
        answer:
          "Covers Verilog modules, ports, data types, continuous assignments and always blocks, including the difference between blocking and non-blocking assignments. Learners write synthesisable RTL for multiplexers, adders, ALUs, shift registers and Moore and Mealy state machines, using coding styles that avoid unintended latches.",
      },
      {
        id: 3,
        question: "Functional Verification and Testbenches",
        answer:
          "Shows how to write testbenches with stimulus generation, tasks, file-based test vectors and self-checking comparisons against expected results. Designs are simulated in Icarus Verilog, ModelSim or the Vivado simulator, and waveforms are examined in GTKWave or the simulator's viewer to locate bugs.",
      },
      {
        id: 4,
        question: "Logic Synthesis and Static Timing Analysis",
        answer:
          "Explains how synthesis maps RTL to a gate-level netlist and how SDC or XDC constraints define clocks and input and output delays. Learners read timing reports to find critical paths, slack and setup or hold violations, and study fixes such as pipelining. An overview of ASIC physical design covers floorplanning, placement, clock tree synthesis, routing and DRC and LVS checks.",
      },
      {
        id: 5,
        question: "FPGA Implementation with Vivado",
        answer:
          "Covers FPGA architecture, including LUTs, flip-flops, block RAM and DSP slices, and the Vivado flow from project creation through implementation to bitstream generation. Learners assign pins with XDC constraints, program a development board and use the Integrated Logic Analyzer to debug signals in hardware.",
      },
    ],
    check_curriculum:
      "Review the full curriculum to see how the five modules take you from Verilog coding to timing-clean FPGA implementation. You complete a minor individual project and a major group project, working in a group of 8 to 10 with a dedicated mentor, and certificates are issued after project evaluation.",
    skills: [
      "Verilog HDL",
      "RTL design",
      "Testbench verification",
      "Logic synthesis",
      "Static timing analysis",
      "FPGA design",
      "Vivado",
      "ModelSim",
    ],
  },
  {
    id: 19,
    slug: "robotics",
    department: "ece",
    title: "Robotics",
    searchTerms: ["robots", "robot", "ROS", "automation", "drones", "mechatronics"],
    summary:
      "Build and program robots, covering kinematics, sensors, PID motor control, ROS 2, simulation in Gazebo and SLAM-based autonomous navigation.",
    course_desc: [
      "This program introduces robotics as a combination of mechanics, electronics and software. You study robot configurations, joints and degrees of freedom, then work through forward and inverse kinematics for manipulators and the motion model of a differential drive mobile robot. Sessions are live and recorded; if you miss a class, the recording is mailed to you, which helps when you are repeating a derivation or a simulation setup.",
      "On the hardware side you interface motors, encoders, ultrasonic sensors and IMUs with an Arduino or ESP32, and tune PID controllers for speed and position. On the software side you program in Python using ROS 2, with nodes, topics, services, launch files and URDF robot descriptions. Robots are tested in Gazebo and visualised in RViz, and you build maps and navigate autonomously with SLAM Toolbox and Nav2.",
      "The minor project is an individual task such as a line-following robot or a simulated two-link arm driven by inverse kinematics. The major project, done in a group of 8 to 10 with a mentor, is run like an internship assignment: the group designs, simulates and documents a mobile robot that maps an environment and navigates to goals, with each member taking ownership of one subsystem.",
    ],
    objective: [
      "Describe robot types, joints, degrees of freedom and coordinate frames, and use Denavit-Hartenberg parameters to model a manipulator.",
      "Solve forward and inverse kinematics for simple arms and model the motion of a differential drive robot.",
      "Interface DC motors, servos, encoders and common sensors with a microcontroller.",
      "Design and tune PID controllers for motor speed and position control.",
      "Write ROS 2 nodes in Python and simulate robots described in URDF using Gazebo and RViz.",
      "Build a map with SLAM and navigate a mobile robot autonomously using Nav2.",
    ],
    eligibility: [
      "No specific prerequisites are required.",
      "Open to school leavers, undergraduates, graduates and working professionals.",
      "ECE, EEE, mechanical and computer science students benefit most; basic Python and school-level trigonometry and matrices help, and both are revised where the course depends on them.",
      "A laptop and internet connection are required; ROS 2 runs best on Ubuntu Linux, which can be installed alongside Windows or run in a virtual machine.",
    ],
    course_outline: [
      {
        id: 1,
        question: "Robot Fundamentals and Kinematics",
        answer:
          "Covers robot classifications, joints, workspaces, coordinate frames and homogeneous transformations. Learners assign Denavit-Hartenberg parameters, solve forward and inverse kinematics for two- and three-link arms, and are introduced to the Jacobian and velocity kinematics.",
      },
      {
        id: 2,
        question: "Sensors, Actuators and Embedded Control",
        answer:
          "Covers DC, servo and stepper motors, motor drivers, and sensors such as wheel encoders, ultrasonic rangers, IR arrays, IMUs and 2D LiDAR. Learners program an Arduino or ESP32 to read sensors, generate PWM signals and count encoder pulses with interrupts.",
      },
      {
        id: 3,
        question: "PID Control and Mobile Robot Motion",
        answer:
          "Explains open-loop and closed-loop control and the effect of the proportional, integral and derivative terms, along with tuning methods and integral windup. The module applies PID to wheel speed control and uses encoder odometry to estimate the pose of a differential drive robot.",
      },
      {
        id: 4,
        question: "ROS 2 Programming and Simulation",
        answer:
          "Introduces ROS 2 concepts including nodes, topics, services, actions, parameters and launch files, written in Python with rclpy. Learners describe a robot in URDF, simulate it in Gazebo with sensor plugins, and inspect sensor data and tf2 transforms in RViz.",
      },
      {
        id: 5,
        question: "SLAM, Localisation and Autonomous Navigation",
        answer:
          "Covers occupancy grid mapping and the principles of simultaneous localisation and mapping, using SLAM Toolbox to build a map from LiDAR scans. Learners then localise the robot with AMCL and use the Nav2 stack for path planning, obstacle avoidance and goal-based navigation.",
      },
    ],
    check_curriculum:
      "Check the full curriculum to see how the five modules combine kinematics, embedded control and ROS 2 into a working autonomous robot. Your work is assessed through a minor individual project and a major group project, carried out in groups of 8 to 10 with a mentor each. Certificates are issued once the projects have been evaluated.",
    skills: [
      "ROS 2",
      "Python",
      "Robot kinematics",
      "PID control",
      "Gazebo",
      "RViz",
      "SLAM",
      "Arduino",
    ],
  },
  {
    id: 20,
    slug: "iot",
    department: "ece",
    title: "Internet of Things",
    searchTerms: ["IoT", "smart devices", "embedded systems", "Arduino", "ESP32"],
    summary:
      "Build connected devices with ESP32, sensors and MQTT, and send their data to cloud dashboards for monitoring, alerts and remote control.",
    course_desc: [
      "This program teaches you to build complete IoT systems, from the sensor on a circuit board to the chart on a web dashboard. You learn the layers of an IoT architecture and the common wireless options such as Wi-Fi, Bluetooth Low Energy and LoRa, and you program the ESP32 microcontroller using the Arduino framework. Sessions are live and recorded, and any session you miss is mailed to you as a recording.",
      "Most of the course is hands-on. You interface temperature, humidity, motion, distance and light sensors over GPIO, ADC, I2C and SPI, drive relays and actuators, and publish readings over MQTT to a Mosquitto broker. You then store and display the data on cloud platforms and dashboards such as ThingSpeak and Node-RED, set alerts, and cover device security, power saving and over-the-air firmware updates.",
      "For the minor project each learner builds a single device, for example a room environment monitor with a live dashboard. The major project is taken up by a group of 8 to 10 with a mentor and is run like an internship assignment: the group designs a multi-node system such as smart irrigation or energy monitoring, divides the firmware, networking and dashboard work, and presents the result for evaluation.",
    ],
    objective: [
      "Explain IoT architecture, from sensing and edge devices to gateways, networks and cloud services.",
      "Program the ESP32 to use GPIO, ADC, PWM, I2C, SPI and UART, and to connect over Wi-Fi.",
      "Interface and calibrate common sensors and control actuators such as relays and servo motors.",
      "Publish and subscribe to data over MQTT with suitable topic structures, QoS levels and retained messages.",
      "Store, visualise and act on device data using cloud dashboards and rule-based alerts.",
      "Apply basic IoT security and reliability practices, including TLS, credential handling, deep sleep and OTA updates.",
    ],
    eligibility: [
      "No specific prerequisites are needed to join.",
      "Open to school leavers, undergraduates, graduates and working professionals.",
      "ECE, EEE and computer science students benefit most; some familiarity with C or Arduino programming helps, but the basics are taught from the start.",
      "A laptop and internet connection are required; an ESP32 development board and a basic sensor kit are recommended for hands-on work, and circuits can also be tried in an online simulator such as Wokwi.",
    ],
    course_outline: [
      {
        id: 1,
        question: "IoT Architecture and Communication Protocols",
        answer:
          "Covers the layers of an IoT system, the role of edge devices and gateways, and how devices exchange data with servers using HTTP, MQTT and CoAP. Learners compare Wi-Fi, Bluetooth Low Energy, Zigbee and LoRaWAN in terms of range, power consumption and data rate.",
      },
      {
        id: 2,
        question: "ESP32 Programming with the Arduino Framework",
        answer:
          "Introduces the ESP32 and its GPIO, ADC, PWM, timers and interrupts, programmed in the Arduino IDE or PlatformIO. Learners connect the board to Wi-Fi, serve a simple web page from it and use deep sleep modes to reduce power consumption.",
      },
      {
        id: 3,
        question: "Sensor and Actuator Interfacing",
        answer:
          "Covers reading analogue and digital sensors such as the DHT22, BME280, PIR, HC-SR04 ultrasonic sensor and LDR over ADC, I2C, SPI and single-wire interfaces. Learners drive relays, servos and LEDs, and apply filtering and calibration to obtain stable readings.",
      },
      {
        id: 4,
        question: "MQTT Messaging and Brokers",
        answer:
          "Explains the publish-subscribe model, topic hierarchies and wildcards, QoS levels 0, 1 and 2, retained messages and last will messages. Learners run a Mosquitto broker, publish sensor readings from the ESP32 with an MQTT client library, and secure the connection with authentication and TLS.",
      },
      {
        id: 5,
        question: "Cloud Dashboards, Data Storage and Device Security",
        answer:
          "Covers sending data to cloud platforms such as ThingSpeak and building dashboards and flows in Node-RED, with threshold alerts and remote control of outputs. The module also covers storing time-series data, over-the-air firmware updates and basic security practices for devices in the field.",
      },
    ],
    check_curriculum:
      "Review the full curriculum to see how the five modules lead from a single ESP32 sketch to a connected system with a cloud dashboard. You will complete a minor individual project and a major group project in a group of 8 to 10 guided by a mentor. Certificates are issued after your project has been evaluated.",
    skills: [
      "ESP32",
      "Arduino IDE",
      "Embedded C/C++",
      "Sensor interfacing",
      "MQTT",
      "Mosquitto",
      "Node-RED",
      "ThingSpeak",
    ],
  },
];
